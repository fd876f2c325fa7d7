/** Where and how a moment is written: the player's language and the brand's time zone. */
export interface DateFormatOptions {
  /** BCP-47 tag of the player's language; en-US by default. */
  locale?: string | undefined;
  /** IANA zone the brand's days run in, so every device writes the same day whatever its own zone. */
  timeZone: string;
}

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: Intl.DateTimeFormatOptions, locale: string, timeZone: string) {
  const key = `${style.timeStyle ?? ''}|${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...style, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function write(at: string | Date, style: Intl.DateTimeFormatOptions, options: DateFormatOptions): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  return formatterFor(style, options.locale ?? 'en-US', options.timeZone).format(date);
}

/** A moment's day as the language writes a date ("Nov 29, 2026", "29 thg 11, 2026"); '' when not a time. */
export function formatDate(at: string | Date, options: DateFormatOptions): string {
  return write(at, DATE, options);
}

/** A moment as the language writes a date and time ("Nov 29, 2026, 1:05 AM"); '' when not a time. */
export function formatDateTime(at: string | Date, options: DateFormatOptions): string {
  return write(at, DATE_TIME, options);
}

/**
 * A calendar day (YYYY-MM-DD, already the brand's) written as formatDate writes a date: read as
 * noon UTC and written in UTC, so no zone can move it to the day before or after.
 */
export function formatDay(day: string, locale?: string): string {
  return formatDate(`${day}T12:00:00Z`, { locale, timeZone: 'UTC' });
}
