import { brandToday, type MissionPeriod, shiftDay } from '@marquee/api-client/contract';
import { brandDayStart } from '../records/brand-days';

export interface PeriodWindow {
  period: MissionPeriod;
  /** the brand day, or the Monday of the brand week (YYYY-MM-DD): the reward's offer key holds it */
  key: string;
  from: Date;
  until: Date;
}

/** The Monday of the brand week holding `day` (YYYY-MM-DD). */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

/** The brand day or week holding `at`, as instants: days start at the brand's midnight, not UTC's. */
export function periodWindow(period: MissionPeriod, at: Date): PeriodWindow {
  const today = brandToday(at);
  const key = period === 'DAILY' ? today : weekOf(today);
  const length = period === 'DAILY' ? 1 : 7;
  return { period, key, from: brandDayStart(key), until: brandDayStart(shiftDay(key, length)) };
}
