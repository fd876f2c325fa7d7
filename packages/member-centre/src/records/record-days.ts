import { RECORD_MAX_DAYS_BACK, shiftDay } from '@marquee/api-client';

/** The player's today as YYYY-MM-DD (the presets count from it). */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The earliest day the records can show. */
export function earliestDay(today: string): string {
  return shiftDay(today, -RECORD_MAX_DAYS_BACK);
}
