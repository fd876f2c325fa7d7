import { BRAND_TIME_ZONE, brandToday, type PlayLimitPeriod, shiftDay } from '@marquee/api-client/contract';
import { weekOf } from '../missions/mission-periods';
import { brandDayStart } from '../records/brand-days';

export interface LimitWindow {
  from: Date;
  until: Date;
}

/** The first day of the month after the one holding `day` (YYYY-MM-DD). */
function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The first brand day (YYYY-MM-DD) of the brand day, brand week (from Monday) or calendar month holding `at`. */
export function limitFirstDay(period: Exclude<PlayLimitPeriod, 'SESSION'>, at: Date): string {
  const today = brandToday(at);
  if (period === 'DAY') return today;
  if (period === 'WEEK') return weekOf(today);
  return `${today.slice(0, 7)}-01`;
}

/**
 * The brand day, brand week (from Monday) or calendar month holding `at`, as instants: a money
 * limit counts what happened from `from`, and starts again at `until`.
 */
export function limitWindow(period: Exclude<PlayLimitPeriod, 'SESSION'>, at: Date): LimitWindow {
  const first = limitFirstDay(period, at);
  if (period === 'DAY') return { from: brandDayStart(first), until: brandDayStart(shiftDay(first, 1)) };
  if (period === 'WEEK') return { from: brandDayStart(first), until: brandDayStart(shiftDay(first, 7)) };
  return { from: brandDayStart(first), until: brandDayStart(nextMonth(first)) };
}

const brandMinute = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRAND_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'shortOffset',
});

/** An instant as a refusal names it, in the brand's time zone: "2026-11-30 00:00 GMT+8". */
export function brandMoment(at: Date): string {
  const part = Object.fromEntries(brandMinute.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} ${part.timeZoneName}`;
}

/** Minor units as a refusal names them: 1234 → "12.34". */
export const moneyParam = (minor: number) => (Math.max(0, minor) / 100).toFixed(2);
