import { ISO_DATE_SOURCE, US_DATE_SOURCE } from './calendar-date';
import type { RegistrationPatternId } from './registration-pattern-ids';
import { VIETNAMESE_COMBINING_MARKS, VIETNAMESE_LETTERS } from './vietnamese-letters';

/**
 * The twenty registration patterns. The server names a pattern by id in each field rule
 * and its message key is reg_pattern_{id}; when the rule carries no expression of its own, the
 * built-in one below decides. Every expression is anchored, so it judges the whole value, and uses
 * the `u` flag so script classes and astral characters are read as code points.
 *
 * The platform's registration settings name eighteen patterns; 19 (mobile number) and 20 (Vietnamese letters and spaces) are
 * this package's choice for completing the twenty, picked because the product asks for phone
 * numbers everywhere and Vietnamese is one of its translation languages.
 *
 * "Letters" means ASCII A–Z and a–z unless a script is named; "symbols" means the printable ASCII
 * punctuation and symbols (! to /, : to @, [ to `, { to ~). Where a pattern mixes a script with
 * filler (spaces, punctuation, digits), at least one character of the script is required, so a
 * value of filler alone is not taken for a name.
 */
export interface RegistrationPattern {
  readonly id: RegistrationPatternId;
  readonly description: string;
  readonly regex: RegExp;
}

const SYMBOL = '\\x21-\\x2F\\x3A-\\x40\\x5B-\\x60\\x7B-\\x7E';
const PRINTABLE = '\\x21-\\x7E';
const HAN = '\\p{Script=Han}';
const THAI = '\\p{Script=Thai}';
const VN_LETTER = `[A-Za-z${VIETNAMESE_LETTERS}]`;
const MAILBOX_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

function pattern(id: RegistrationPatternId, description: string, source: string): RegistrationPattern {
  return Object.freeze({ id, description, regex: new RegExp(source, 'u') });
}

export const REGISTRATION_PATTERNS: readonly RegistrationPattern[] = Object.freeze([
  pattern(1, 'Letters and digits, starting with a letter', '^[A-Za-z][A-Za-z0-9]*$'),
  pattern(2, 'Chinese characters and digits', `^(?=.*${HAN})[${HAN}0-9]+$`),
  pattern(
    3,
    'Mailbox (email) format',
    `^${MAILBOX_ATOM}(?:\\.${MAILBOX_ATOM})*@(?:${DOMAIN_LABEL}\\.)+[A-Za-z]{2,63}$`,
  ),
  pattern(4, 'Letters and digits, no special characters', '^[A-Za-z0-9]+$'),
  pattern(
    5,
    'Letters plus digits, both required (symbols allowed, no spaces)',
    `^(?=.*[A-Za-z])(?=.*[0-9])[${PRINTABLE}]+$`,
  ),
  pattern(6, 'Digits only', '^[0-9]+$'),
  pattern(7, 'Letters and digits with at least one uppercase letter', '^(?=.*[A-Z])[A-Za-z0-9]+$'),
  pattern(8, 'English letters and spaces', '^(?=.*[A-Za-z])[A-Za-z ]+$'),
  pattern(9, 'No spaces', '^\\S+$'),
  pattern(10, 'Chinese characters and punctuation', `^(?=.*${HAN})[${HAN}\\p{P}]+$`),
  pattern(11, 'Date yyyy-MM-dd (a real calendar date)', ISO_DATE_SOURCE),
  pattern(12, 'Date MM-dd-yyyy (a real calendar date)', US_DATE_SOURCE),
  pattern(13, 'Korean (Hangul) only', '^\\p{Script=Hangul}+$'),
  pattern(14, 'Thai only', `^${THAI}+$`),
  pattern(15, 'Thai or English letters with spaces', `^(?=.*[${THAI}A-Za-z])[${THAI}A-Za-z ]+$`),
  pattern(16, 'Uppercase letters and spaces, at least one letter', '^(?=.*[A-Z])[A-Z ]+$'),
  pattern(17, 'Letters, digits and symbols', `^[${PRINTABLE}]+$`),
  pattern(
    18,
    'Strong password: uppercase, lowercase, digit and symbol',
    `^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[${SYMBOL}])[${PRINTABLE}]+$`,
  ),
  pattern(19, 'Mobile number: 6 to 15 digits, optionally after a leading +', '^\\+?[0-9]{6,15}$'),
  pattern(
    20,
    'Vietnamese letters and spaces',
    `^(?=.*[A-Za-z${VIETNAMESE_LETTERS}])(?:${VN_LETTER}[${VIETNAMESE_COMBINING_MARKS}]{0,2}| )+$`,
  ),
]);

const BY_ID = new Map<number, RegistrationPattern>(REGISTRATION_PATTERNS.map((p) => [p.id, p]));

/** The built-in pattern for an id, or undefined for an id outside 1..20. */
export function registrationPattern(id: number): RegistrationPattern | undefined {
  return BY_ID.get(id);
}

/** Whether the whole value matches the built-in pattern `id`; an unknown id never matches. */
export function matchesRegistrationPattern(id: number, value: string): boolean {
  return BY_ID.get(id)?.regex.test(value) ?? false;
}
