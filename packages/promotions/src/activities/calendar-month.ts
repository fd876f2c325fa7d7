/**
 * The weeks (Monday first) of the month holding `today` (YYYY-MM-DD): each a row of seven brand
 * days, null where the month has no day.
 */
export function monthWeeks(today: string): (string | null)[][] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day += 1)
    cells.push(`${today.slice(0, 8)}${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Monday to Sunday in `locale`, short and long. */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday
  return Array.from({ length: 7 }, (_, index) => {
    const at = new Date(Date.UTC(2024, 0, 1 + index));
    return { short: short.format(at), long: long.format(at) };
  });
}

/** The month `by` months from `month` (YYYY-MM). */
export function shiftMonth(month: string, by: number): string {
  const at = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return at.toISOString().slice(0, 7);
}

/** The month (YYYY-MM) and its year in `locale`, as "January 2030". */
export function monthName(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
