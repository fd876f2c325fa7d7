import { RECORD_MAX_DAYS_BACK, shiftDay } from '@marquee/api-client';

/**
 * Today as YYYY-MM-DD in `timeZone` (the brand's: the platform counts the records' days there), or
 * by the device's clock when none is given. A player away from the brand's zone would otherwise ask
 * for a day the platform reads differently, and miss the bets just placed.
 */
export function localToday(now: Date = new Date(), timeZone?: string): string {
  if (timeZone) {
    // en-CA writes dates as YYYY-MM-DD
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  }
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The earliest day the records can show. */
export function earliestDay(today: string): string {
  return shiftDay(today, -RECORD_MAX_DAYS_BACK);
}
