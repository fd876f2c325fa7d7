/**
 * The rules of my account's forms, checked by the web forms and again by the platform.
 */

export const NICKNAME_MAX_LENGTH = 20;

/**
 * What no name shown to others may hold: C0 and C1 controls, the invisible direction marks,
 * embeddings, overrides and isolates (a name that reads backwards, or reorders the text after it),
 * and markup brackets.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses
const UNSAFE_NAME_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>]/u;

/** A name free of controls, direction characters and markup (nicknames, holder and applicant names). */
export function isSafeName(value: string): boolean {
  return !UNSAFE_NAME_CHARACTER.test(value);
}

/** 1 to NICKNAME_MAX_LENGTH characters once trimmed, none of them unsafe. */
export function isNickname(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= NICKNAME_MAX_LENGTH && isSafeName(trimmed);
}

/** Letters of any script with spaces, dots, apostrophes and hyphens between them. */
const REAL_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ .'-]+[\p{L}\p{M}]+)*\.?$/u;
const REAL_NAME_MIN_LENGTH = 2;
const REAL_NAME_MAX_LENGTH = 50;

export function isRealName(value: string): boolean {
  const trimmed = value.trim();
  return (
    trimmed.length >= REAL_NAME_MIN_LENGTH &&
    trimmed.length <= REAL_NAME_MAX_LENGTH &&
    REAL_NAME_PATTERN.test(trimmed) &&
    isSafeName(trimmed)
  );
}

/**
 * A bank account holder's name against the real name: the same letters and words, whatever the
 * case or the spacing.
 */
export function sameHolderName(a: string, b: string): boolean {
  const normal = (value: string) =>
    value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return normal(a) === normal(b);
}

/** Six digits, like the payment PIN of the e-wallets the players know. */
const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

export function isPaymentPassword(value: string): boolean {
  return PAYMENT_PASSWORD_PATTERN.test(value);
}

const ACCOUNT_NUMBER_PATTERN = /^\d{6,30}$/;

export function isAccountNumber(value: string): boolean {
  return ACCOUNT_NUMBER_PATTERN.test(value);
}

/** A member may hold at most this many bank accounts and e-wallets together. */
export const MAX_BANK_ACCOUNTS = 5;

/** My account lists this many of the latest sign-ins. */
export const SIGN_IN_HISTORY_SIZE = 20;

const TOTP_CODE_PATTERN = /^\d{6}$/;

export function isTotpCode(value: string): boolean {
  return TOTP_CODE_PATTERN.test(value);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The age a member must have reached when the brand names none (PermissionInfo.minimumAge is the
 * brand's): a birthday that makes them younger is refused.
 */
export const DEFAULT_MINIMUM_AGE = 18;

/**
 * A real calendar date, yyyy-MM-dd, of someone at least `minimumAge` and at most 120 years old on
 * `today`.
 */
export function isAdultBirthday(value: string, today: Date, minimumAge = DEFAULT_MINIMUM_AGE): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  const adult = new Date(Date.UTC(year + minimumAge, month - 1, day));
  const oldest = new Date(Date.UTC(year + 120, month - 1, day));
  return adult.getTime() <= today.getTime() && oldest.getTime() > today.getTime();
}
