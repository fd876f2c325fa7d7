/**
 * Regular-expression sources for real calendar dates, so a date rule is a plain RegExp that the
 * web (yup `matches`) and the platform can both use as is. Month lengths and the Gregorian leap
 * rule (every 4th year, except centuries not divisible by 400) are encoded in the expression
 * itself. Year 0000 does not exist in the calendar and is refused.
 */

const YEAR = '(?!0000)\\d{4}';

/** Years with a 29 February: divisible by 4 but not by 100, or divisible by 400. */
const LEAP_YEAR = '(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)';

/** Every month and day that exists in every year (29 February is handled with LEAP_YEAR). */
const MONTH_DAY = [
  '(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8])',
  '(?:0[13-9]|1[0-2])-(?:29|30)',
  '(?:0[13578]|1[02])-31',
].join('|');

/** yyyy-MM-dd */
export const ISO_DATE_SOURCE = `^(?:${YEAR}-(?:${MONTH_DAY})|${LEAP_YEAR}-02-29)$`;

/** MM-dd-yyyy */
export const US_DATE_SOURCE = `^(?:(?:${MONTH_DAY})-${YEAR}|02-29-${LEAP_YEAR})$`;
