import type { ErrorCode } from '@marquee/api-client';
import type { TranslationKey } from '@marquee/i18n';

/**
 * The codes whose text is a key some screen already had: reused rather than duplicated. Every
 * other code's text is at error_code_<code in lower case>, so a code added to the contract costs
 * the startup bundle nothing; a test checks every code of the contract has its text.
 */
const SHARED_KEYS: Partial<Record<ErrorCode, TranslationKey>> = {
  NOT_LOGGED_IN: 'not_logged_in',
  CAPTCHA_NEEDED: 'enter_captcha',
  TOO_MANY_SMS: 'phone_too_many_requests',
  PHONE_FORMAT: 'phone_invalid_format',
  CONFIRM_MISMATCH: 'inconsistent_twice',
  BAD_INVITATION: 'invitation_code_invalid',
  PASSWORD_CHANGE_PENDING: 'password_change_required',
  FIELD_REQUIRED: 'input_required',
  GAME_MAINTENANCE: 'game_under_maintenance',
  TRIAL_ACCOUNT: 'in_need_true_account',
};

/**
 * The translation key of a coded failure. Whether the key has a text (a code of a newer platform
 * has none yet, and a feature's codes live in its feature texts) is for the caller to ask.
 */
export function errorCodeKey(code: string): TranslationKey {
  return SHARED_KEYS[code as ErrorCode] ?? (`error_code_${code.toLowerCase()}` as TranslationKey);
}
