import { RECORD_MAX_DAYS_BACK, shiftDay } from '@marquee/api-client';

/** The earliest day the records can show. */
export function earliestDay(today: string): string {
  return shiftDay(today, -RECORD_MAX_DAYS_BACK);
}
