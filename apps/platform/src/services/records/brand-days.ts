import { BRAND_TIME_ZONE } from '@marquee/api-client/contract';
import { wallClock } from '../wall-clock';

/** The instant the brand day `day` (YYYY-MM-DD) starts, from the zone's offset on that day. */
export function brandDayStart(day: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const wall = wallClock(guess, BRAND_TIME_ZONE);
  return new Date(guess - (wall - guess));
}
