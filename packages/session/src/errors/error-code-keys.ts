import type { ErrorCode } from '@marquee/api-client';
import type { TranslationKey } from '@marquee/i18n';

/**
 * The translation of every coded platform failure: a code added to the contract does not compile
 * here until it has one. Where a key already said the same thing it is reused.
 */
export const ERROR_CODE_KEYS = {
  NOT_LOGGED_IN: 'not_logged_in',
  WRONG_CREDENTIALS: 'error_code_wrong_credentials',
  TOO_MANY_ATTEMPTS: 'error_code_too_many_attempts',
  CAPTCHA_NEEDED: 'enter_captcha',
  CAPTCHA_WRONG: 'error_code_captcha_wrong',
  TOO_MANY_SMS: 'phone_too_many_requests',
  TOO_MANY_RESETS: 'error_code_too_many_resets',
  INVALID_CODE: 'error_code_invalid_code',
  PHONE_FORMAT: 'phone_invalid_format',
  CHALLENGE_EXPIRED: 'error_code_challenge_expired',
  MOBILE_TAKEN: 'error_code_mobile_taken',
  USERNAME_TAKEN: 'error_code_username_taken',
  IDENTITY_TAKEN: 'error_code_identity_taken',
  LOGIN_FAILED: 'error_code_login_failed',
  CONFIRM_MISMATCH: 'inconsistent_twice',
  BAD_INVITATION: 'invitation_code_invalid',
  TERMS_REQUIRED: 'error_code_terms_required',
  OLD_PASSWORD_REQUIRED: 'error_code_old_password_required',
  WRONG_OLD_PASSWORD: 'error_code_wrong_old_password',
  SAME_PASSWORD: 'error_code_same_password',
  PASSWORD_CHANGE_PENDING: 'password_change_required',
  RESET_CODE_INVALID: 'error_code_reset_code_invalid',
  FIELD_REQUIRED: 'input_required',
  FIELD_LENGTH: 'error_code_field_length',
  FIELD_FORMAT: 'error_code_field_format',
  FEATURE_OFF: 'error_code_feature_off',
  GAME_MAINTENANCE: 'game_under_maintenance',
  GAME_SESSION_ENDED: 'error_code_game_session_ended',
  INSUFFICIENT_BALANCE: 'error_code_insufficient_balance',
  TRIAL_ACCOUNT: 'in_need_true_account',
  // the lottery's refusals are shown only on its screens, after the feature texts are in
  DRAW_NOT_FOUND: 'error_code_draw_not_found',
  DRAW_CLOSED: 'error_code_draw_closed',
  LOTTERY_NUMBERS: 'error_code_lottery_numbers',
  LOTTERY_STAKE: 'error_code_lottery_stake',
  NUMBER_LIMIT: 'error_code_number_limit',
  DRAW_LIMIT: 'error_code_draw_limit',
  UNKNOWN_CHANNEL: 'mc_error_unknown_channel',
  AMOUNT_BELOW_MIN: 'mc_error_amount_below_min',
  AMOUNT_ABOVE_MAX: 'mc_error_amount_above_max',
  TOO_MANY_PENDING_DEPOSITS: 'mc_error_too_many_pending',
  VENDOR_MAINTENANCE: 'mcw_error_vendor_maintenance',
} as const satisfies Record<ErrorCode, TranslationKey>;
