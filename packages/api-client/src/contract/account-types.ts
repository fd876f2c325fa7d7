import type { CaptchaFields } from './auth-types';

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Sent form-urlencoded; the platform mails a reset link (`/?resetCode=`) and its code to
 * the bound address, for member.setPasswordByEmail.
 */
export interface ForgotPasswordEmailRequest {
  username: string;
  email: string;
}

/** Forgot-password by phone (feature CHNGPASSVERIF3); the SMS code comes from verification.smsNoLogin. */
export interface SetPasswordByPhoneRequest {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
}

/**
 * The second half of the email reset: the code of the mailed link (single use, expiring) and the
 * new password, which follows the registration password rule.
 */
export interface SetPasswordByEmailRequest {
  resetCode: string;
  newPassword: string;
}

/** The account whose password was set, so the web app can sign in with the new password. */
export interface SetPasswordByEmailResponse {
  account: string;
}

/**
 * Profile fields a brand may switch on for registration. Which ones are shown and how
 * they are checked comes from the server's registration rules (system.registerSettings).
 */
export interface RegistrationProfileFields {
  paymentPassword?: string;
  /** real name of the payee, checked against withdrawals */
  payeeName?: string;
  fullName?: string;
  nickname?: string;
  email?: string;
  qqNum?: string;
  whatsapp?: string;
  facebook?: string;
  telegram?: string;
  idNumber?: string;
  line?: string;
  zalo?: string;
  wechat?: string;
  /** yyyy-MM-dd */
  birthday?: string;
  recommenderId?: string;
  address?: string;
  nationality?: string;
  occupation?: string;
  sourceOfIncome?: string;
}

/** Fields every registration submits besides what the player typed. */
export interface RegistrationContext {
  /** the page address the player registered from */
  registerUrl: string;
  domain: string;
  registerMethod: 'WEB';
  /** invitation code */
  affiliateCode?: string;
  referralCode?: string;
  /** the form cannot be submitted without both, so only `true` is representable */
  agreeTerms: true;
  ageConfirmed: true;
}

/** Registration by username (feature USERNAMEREG3); also used by the agent centre's registerCenter. */
/** A username the registration form may offer: valid under the brand's rule and free when asked. */
export interface SuggestedUsername {
  username: string;
}

export interface RegisterRequest extends RegistrationProfileFields, RegistrationContext, CaptchaFields {
  username: string;
  password: string;
  verifyPwd: string;
  /** present when the brand asks for a phone at username registration (REGMOBVERF3 verifies it) */
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
}

/**
 * Registration by mobile number (feature MOBILENUMREG3). The number is proven by the SMS code;
 * the password is asked only when MOBILENUMPASSREG3 is on, hence optional.
 */
export interface RegisterMobileRequest extends RegistrationProfileFields, RegistrationContext, CaptchaFields {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  password?: string;
  verifyPwd?: string;
}

/** An entry of the country dialling-code selector; the flag image is looked up by countryCode. */
export interface Country {
  /** ISO 3166-1 alpha-2, e.g. 'VN' */
  countryCode: string;
  /** digits without the leading '+', e.g. '84' */
  countryDialingCode: string;
  name: string;
}
