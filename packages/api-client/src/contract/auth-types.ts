import type { CodedFailure } from './error-codes';

/**
 * Human-verification result fields that ride along with login, SMS and registration payloads.
 * Both are absent when the brand does not ask for a captcha.
 */
export interface CaptchaFields {
  captchaId?: string;
  captchaCode?: string;
}

export interface CaptchaResponse {
  captchaId: string;
  /** a data URL (`data:image/png;base64,…`) or a path to resolve against the image CDN */
  image: string;
}

/** '' is used by the automatic login after a phone reset, where the type is left empty. */
export type LoginType = 'USERNAME' | 'MOBILE' | '';

export interface LoginRequest extends CaptchaFields {
  /** the account name, or the trimmed mobile number for MOBILE and after a phone reset */
  username: string;
  password: string;
  type: LoginType;
}

/** Login with an SMS code instead of a password (feature MOBILEVERCODELOGIN3). */
export interface LoginByCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

/**
 * Ways to prove identity when logging in from an unregistered IP: an SMS code, a code
 * sent to the bound email, the bank account name on file, or a Google Authenticator code.
 */
export const SECOND_FACTOR_METHODS = ['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'GOOGLE_AUTH'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export interface SecondFactorChallenge {
  /** the methods the member may choose from, in the platform's order of preference */
  methods: SecondFactorMethod[];
  challengeId: string;
  /** SMS offered and its code sent with the challenge: the resend countdown starts from this */
  sms?: SmsCodeResponse;
  /**
   * SMS offered but its code not sent with the challenge (too many requests for the number): the
   * failure the SMS call would have answered, for the dialog to show; the player sends it later
   */
  smsFailure?: SecondFactorSmsFailure;
}

/** A failed send, as a fail envelope would carry it: the English message and its code. */
interface SecondFactorSmsFailure extends Partial<CodedFailure> {
  message: string;
}

/** Sends the SMS code of an unregistered-IP challenge (again) to the member's bound number. */
export interface SecondFactorSmsRequest {
  challengeId: string;
}

export interface LoginResponse {
  /** '' while `needSecondFactor` is pending; the token arrives with the verification answer */
  token: string;
  /** with PWDEXPFORCECHANGE3 on, either flag forces the change-password modal */
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  needSecondFactor?: SecondFactorChallenge;
}

export interface SecondFactorRequest {
  challengeId: string;
  method: SecondFactorMethod;
  /** the SMS or email code, the bank account name, or the authenticator code */
  code: string;
}

/** Free play (feature FREEPLAY3); the endpoint logs in a trial account (isAgent 4). */
export interface FreePlayRequest {
  os: string;
  platform: 'W';
  /** a random string, encrypted with the payload cipher by the caller, that identifies the guest */
  random: string;
  gatewayVersion: 3;
}

export interface SmsCodeRequest extends CaptchaFields {
  mobileNum: string;
  countryDialingCode: string;
}

export interface SmsCodeResponse {
  /** lifetime of the code; also drives the resend countdown (see `smsCountdownSeconds`) */
  expiredMinutes: number;
}

/** A social sign-in the brand offers; ids such as 'GOOGLE' come from the platform. */
export interface SocialProvider {
  provider: string;
  label: string;
  /** the provider's public client id for its sign-in widget */
  clientId: string;
}

/** The first call after the provider answered: an identity bound to an account signs straight in. */
export interface SocialSignInRequest {
  provider: string;
  /** the identity token returned by the provider's widget; used up by the sign-in it opens */
  idToken: string;
}

/**
 * `linked`: the identity is bound to an account and `login` is that account's sign-in. Otherwise
 * the identity is new here: the player links it or registers (socialComplete) with the same token.
 */
export type SocialSignInResponse = { linked: true; login: LoginResponse } | { linked: false; email: string };

interface SocialCompleteBase {
  provider: string;
  /** the identity token returned by the provider's widget; single use */
  idToken: string;
}

/**
 * LINK attaches the social identity to an existing account, proven by its username and password
 * under the login throttle (so a captcha once failures pile up); the choice cannot be undone.
 */
interface SocialLinkRequest extends SocialCompleteBase, CaptchaFields {
  mode: 'LINK';
  username: string;
  password: string;
}

/**
 * REGISTER creates a new account bound to the identity, with the same terms and age agreement as
 * every registration; username and password are optional (the platform derives a name from the
 * email). The choice cannot be undone. Like every registration it answers CAPTCHA_NEEDED after a few
 * attempts from one IP, and is then sent again with a captcha.
 */
interface SocialRegisterRequest extends SocialCompleteBase, CaptchaFields {
  mode: 'REGISTER';
  agreeTerms: true;
  ageConfirmed: true;
  username?: string;
  password?: string;
}

export type SocialCompleteRequest = SocialLinkRequest | SocialRegisterRequest;
export type SocialCompleteMode = SocialCompleteRequest['mode'];
