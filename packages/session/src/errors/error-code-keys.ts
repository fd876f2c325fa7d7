import type { ErrorCode } from '@marquee/api-client';
import type { TranslationKey } from '@marquee/i18n';

/** The codes whose text could sit at error_code_<code in lower case>: that key exists. */
type DerivableCode = {
  [C in ErrorCode]: `error_code_${Lowercase<C>}` extends TranslationKey ? C : never;
}[ErrorCode];

/**
 * The codes whose text is at error_code_<code in lower case>. Listed rather than mapped: each
 * code is written once, which keeps the startup bundle small as codes are added.
 */
const DERIVED_CODES = [
  'WRONG_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'CAPTCHA_WRONG',
  'TOO_MANY_RESETS',
  'INVALID_CODE',
  'CHALLENGE_EXPIRED',
  'MOBILE_TAKEN',
  'USERNAME_TAKEN',
  'IDENTITY_TAKEN',
  'LOGIN_FAILED',
  'TERMS_REQUIRED',
  'OLD_PASSWORD_REQUIRED',
  'WRONG_OLD_PASSWORD',
  'SAME_PASSWORD',
  'RESET_CODE_INVALID',
  'FIELD_LENGTH',
  'FIELD_FORMAT',
  'FEATURE_OFF',
  'DELIVERY_UNAVAILABLE',
  'DELIVERY_FAILED',
  'GAME_SESSION_ENDED',
  'INSUFFICIENT_BALANCE',
  'DRAW_NOT_FOUND',
  'DRAW_CLOSED',
  'LOTTERY_NUMBERS',
  'LOTTERY_STAKE',
  'NUMBER_LIMIT',
  'DRAW_LIMIT',
  'AFFILIATE_PENDING',
  'ALREADY_AGENT',
  'REWARD_ALREADY_CLAIMED',
  'REWARD_EXPIRED',
  'MISSION_NOT_COMPLETE',
  'RECORD_PAGE_PAST_LAST',
  'NO_UPLINE',
] as const satisfies readonly DerivableCode[];

/**
 * The translation of every other coded platform failure. A code added to the contract does not
 * compile until it is listed above or mapped here. Where a key already said the same thing it is
 * reused.
 */
const ERROR_CODE_KEYS = {
  NOT_LOGGED_IN: 'not_logged_in',
  CAPTCHA_NEEDED: 'enter_captcha',
  TOO_MANY_SMS: 'phone_too_many_requests',
  PHONE_FORMAT: 'phone_invalid_format',
  CONFIRM_MISMATCH: 'inconsistent_twice',
  BAD_INVITATION: 'invitation_code_invalid',
  PASSWORD_CHANGE_PENDING: 'password_change_required',
  FIELD_REQUIRED: 'input_required',
  // sending codes fails only on the sign-in, registration and account screens, after their feature texts
  GAME_MAINTENANCE: 'game_under_maintenance',
  TRIAL_ACCOUNT: 'in_need_true_account',
  // the lottery's refusals are shown only on its screens, after the feature texts are in
  UNKNOWN_CHANNEL: 'mc_error_unknown_channel',
  AMOUNT_BELOW_MIN: 'mc_error_amount_below_min',
  AMOUNT_ABOVE_MAX: 'mc_error_amount_above_max',
  TOO_MANY_PENDING_DEPOSITS: 'mc_error_too_many_pending',
  FEEDBACK_WORDS: 'feedback_error_words',
  SCREENSHOT_TYPE: 'feedback_error_screenshot_type',
  SCREENSHOT_SIZE: 'feedback_error_screenshot_size',
  NICKNAME_FORMAT: 'mca_error_nickname_format',
  REAL_NAME_FORMAT: 'mca_error_real_name_format',
  REAL_NAME_ALREADY_SET: 'mca_error_real_name_set',
  REAL_NAME_REQUIRED: 'mca_error_real_name_required',
  BIRTHDAY_FORMAT: 'mca_error_birthday_format',
  BIRTHDAY_ALREADY_SET: 'mca_error_birthday_set',
  PAYMENT_PASSWORD_FORMAT: 'mca_error_payment_password_format',
  PAYMENT_PASSWORD_NOT_SET: 'mca_error_payment_password_not_set',
  OLD_PAYMENT_PASSWORD_REQUIRED: 'mca_error_old_payment_password_required',
  WRONG_PAYMENT_PASSWORD: 'mca_error_wrong_payment_password',
  UNKNOWN_BANK: 'mca_error_unknown_bank',
  ACCOUNT_NUMBER_FORMAT: 'mca_error_account_number_format',
  ACCOUNT_NAME_MISMATCH: 'mca_error_account_name_mismatch',
  TOO_MANY_BANK_ACCOUNTS: 'mca_error_too_many_bank_accounts',
  BANK_ACCOUNT_TAKEN: 'mca_error_bank_account_taken',
  GOOGLE_AUTH_BOUND: 'mca_error_google_auth_bound',
  GOOGLE_AUTH_NOT_BOUND: 'mca_error_google_auth_not_bound',
  EMAIL_TAKEN: 'mca_error_email_taken',
  VENDOR_MAINTENANCE: 'mcw_error_vendor_maintenance',
  BANK_ACCOUNT_REQUIRED: 'mcwd_error_bank_account_required',
  WAGERING_LEFT: 'mcwd_error_wagering_left',
  WITHDRAWAL_DAILY_COUNT: 'mcwd_error_daily_count',
  WITHDRAWAL_DAILY_AMOUNT: 'mcwd_error_daily_amount',
  WITHDRAWAL_NOT_CONFIRMABLE: 'mcwd_error_not_confirmable',
  PROOF_REQUIRED: 'mcwd_error_proof_required',
  PROOF_TYPE: 'mcwd_error_proof_type',
  PROOF_SIZE: 'mcwd_error_proof_size',
  RECEIVED_AMOUNT: 'mcwd_error_received_amount',
  RECORD_END_BEFORE_START: 'mcrec_error_end_before_start',
  RECORD_RANGE_TOO_LONG: 'mcrec_error_range_too_long',
} as const satisfies Record<Exclude<ErrorCode, (typeof DERIVED_CODES)[number]>, TranslationKey>;

const derived = new Set<string>(DERIVED_CODES);

/** The translation key of a coded failure; null for a code this release does not know. */
export function errorCodeKey(code: string): TranslationKey | null {
  if (Object.hasOwn(ERROR_CODE_KEYS, code)) return ERROR_CODE_KEYS[code as keyof typeof ERROR_CODE_KEYS];
  return derived.has(code) ? (`error_code_${code.toLowerCase()}` as TranslationKey) : null;
}
