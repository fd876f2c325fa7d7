import { brandToday, type DividendPeriod, shiftDay } from '@marquee/api-client/contract';
import { brandDayStart } from '../records/brand-days';

/**
 * The periods contracts are settled by, in the brand's time zone: five-minute slots (real-time
 * salary), hours (hourly salary), brand days (daily salary) and the dividend's D, W, H and M.
 * A period is its start, included, and its end, excluded.
 */
export interface Period {
  start: Date;
  end: Date;
}

const SLOT_MS = { REALTIME_SALARY: 5 * 60_000, HOURLY_SALARY: 60 * 60_000 } as const;
export type SlotKind = keyof typeof SLOT_MS;

/** The slot starting at `start`, which must lie on a slot's boundary (the brand's offset is whole hours). */
export function slotAt(kind: SlotKind, start: Date): Period | null {
  const length = SLOT_MS[kind];
  if (Number.isNaN(start.getTime()) || start.getTime() % length !== 0) return null;
  return { start, end: new Date(start.getTime() + length) };
}

/** The latest slot of the kind that has ended by `now`. */
export function lastEndedSlot(kind: SlotKind, now: Date): Period {
  const length = SLOT_MS[kind];
  const end = Math.floor(now.getTime() / length) * length;
  return { start: new Date(end - length), end: new Date(end) };
}

/** A brand day as a period. */
export function dayPeriod(day: string): Period {
  return { start: brandDayStart(day), end: brandDayStart(shiftDay(day, 1)) };
}

const lastOfMonth = (day: string) => shiftDay(`${shiftDay(`${day.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);

/** The first and last brand day of the dividend period holding `day`. */
export function dividendDays(period: DividendPeriod, day: string): { first: string; last: string } {
  const month = day.slice(0, 7);
  switch (period) {
    case 'D':
      return { first: day, last: day };
    case 'W': {
      // weeks run Monday to Sunday
      const first = shiftDay(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
      return { first, last: shiftDay(first, 6) };
    }
    case 'H':
      return Number(day.slice(8)) <= 15
        ? { first: `${month}-01`, last: `${month}-15` }
        : { first: `${month}-16`, last: lastOfMonth(day) };
    case 'M':
      return { first: `${month}-01`, last: lastOfMonth(day) };
  }
}

/** The dividend period of that kind ending with brand day `day`, or null when it goes on after it. */
export function dividendPeriodEnding(period: DividendPeriod, day: string): Period | null {
  const { first, last } = dividendDays(period, day);
  if (last !== day) return null;
  return { start: brandDayStart(first), end: brandDayStart(shiftDay(last, 1)) };
}

/** Daily salaries are paid every other brand day (days counted from 1970-01-01, the even ones). */
export function isSalaryPayDay(now: Date): boolean {
  return (Date.parse(`${brandToday(now)}T00:00:00Z`) / 86_400_000) % 2 === 0;
}
