/**
 * My account (member centre securityCenter): the member's own settings. Payloads and the rules the
 * web forms and the platform both check live here once.
 */

/** What my account shows besides the member info. */
export interface AccountSecurity {
  /** set once; needed before a bank account */
  realName: string | null;
  /** yyyy-MM-dd, set once */
  birthday: string | null;
  /** the bound number with its country dialling code (+63 9171234567) */
  mobile: string | null;
  email: string | null;
  hasPaymentPassword: boolean;
  googleAuthBound: boolean;
  /** the sign-in before the current one, if any */
  lastSignIn: SignInRecord | null;
}

export interface NicknameRequest {
  nickname: string;
}

/** One avatar of the set the brand ships, which a member chooses from (member.icon answers the choice). */
export interface BrandAvatar {
  id: string;
  /** the image's address, same-origin with the web app */
  url: string;
  /** what the image shows, in the asked language: its alt text */
  name: string;
}

export interface BrandAvatarsQuery {
  language: string;
}

export interface ChooseAvatarRequest {
  /** a BrandAvatar id of the brand's set; anything else is refused with UNKNOWN_AVATAR */
  avatarId: string;
}

export interface RealNameRequest {
  realName: string;
}

export interface BirthdayRequest {
  /** yyyy-MM-dd */
  birthday: string;
}

export interface PaymentPasswordRequest {
  /** required once a payment password is set */
  oldPaymentPassword?: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

type BankKind = 'BANK' | 'EWALLET';

/** An entry of the brand's bank list. */
export interface Bank {
  code: string;
  name: string;
  kind: BankKind;
}

export interface BankAccount {
  /** opaque public id; another member's id answers 404 */
  id: string;
  bankCode: string;
  bankName: string;
  kind: BankKind;
  accountName: string;
  /** all but the last four digits masked */
  accountNumber: string;
  createdAt: string;
}

export interface AddBankAccountRequest {
  bankCode: string;
  accountName: string;
  accountNumber: string;
}

export interface RemoveBankAccountRequest {
  id: string;
  paymentPassword: string;
}

export interface SignInRecord {
  at: string;
  ip: string;
  /** the browser's user agent as it introduced itself */
  device: string;
}

export interface SignInsResponse {
  signIns: SignInRecord[];
}

/** A new authenticator secret, pending until a first code binds it. */
export interface GoogleAuthSetup {
  /** base32, for typing into the app by hand */
  secret: string;
  /** the otpauth:// URI the QR code holds */
  uri: string;
}

export interface GoogleAuthCodeRequest {
  code: string;
}

export interface BindMobileCodeRequest {
  countryDialingCode: string;
  mobileNum: string;
}

/**
 * A new number proven by its code. Changing a bound number also takes the login password or the
 * payment password, and the code sent to the number bound now (securityApi.currentMobileCode); a
 * first binding needs neither.
 */
export interface BindMobileRequest extends BindMobileCodeRequest {
  verificationCode: string;
  password?: string;
  currentContactCode?: string;
}

export interface BindEmailCodeRequest {
  email: string;
}

/** Like BindMobileRequest: a change also takes a password and the code sent to the address bound now. */
export interface BindEmailRequest extends BindEmailCodeRequest {
  verificationCode: string;
  password?: string;
  currentContactCode?: string;
}

export interface BindCodeResponse {
  /** minutes until the code expires (the resend countdown starts from it) */
  expiredMinutes: number;
}
