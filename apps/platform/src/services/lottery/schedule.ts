import type { DrawSchedule } from '../../db/schema';
import { wallClock } from '../wall-clock';

interface LocalParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** The instant when the zone's clocks show this date and time (checked twice across an offset change). */
function zonedInstant(year: number, month: number, day: number, time: string, timeZone: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wanted = Date.UTC(year, month - 1, day, hours, minutes);
  let guess = wanted - (wallClock(wanted, timeZone) - wanted);
  guess -= wallClock(guess, timeZone) - wanted;
  return guess;
}

function localDate(at: number, timeZone: string, plusDays: number): LocalParts {
  const wall = new Date(wallClock(at, timeZone));
  const date = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + plusDays));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/** A calendar schedule looks this many days ahead: a monthly one needs at most 31. */
const LOOKAHEAD_DAYS = 40;

/**
 * The first draw strictly after `after`. Every-N-minutes draws fall on the N-minute marks of the
 * clock; daily, weekly and monthly ones at their time in the brand's time zone.
 */
export function nextDrawAfter(schedule: DrawSchedule, after: Date, timeZone: string): Date {
  const at = after.getTime();
  if (schedule.kind === 'EVERY') {
    const step = schedule.minutes * 60_000;
    return new Date((Math.floor(at / step) + 1) * step);
  }
  for (let plus = 0; plus <= LOOKAHEAD_DAYS; plus += 1) {
    const date = localDate(at, timeZone, plus);
    const fits =
      schedule.kind === 'DAILY' ||
      (schedule.kind === 'WEEKLY' && schedule.weekdays.includes(date.weekday)) ||
      (schedule.kind === 'MONTHLY' && schedule.days.includes(date.day));
    if (!fits) continue;
    const instant = zonedInstant(date.year, date.month, date.day, schedule.time, timeZone);
    if (instant > at) return new Date(instant);
  }
  throw new Error(`schedule ${JSON.stringify(schedule)} has no draw in ${LOOKAHEAD_DAYS} days`);
}

/** The `count` draws up to and including `before` (oldest first), for a demo history. */
export function drawsBefore(schedule: DrawSchedule, before: Date, timeZone: string, count: number): Date[] {
  if (count <= 0) return [];
  if (schedule.kind === 'EVERY') {
    const step = schedule.minutes * 60_000;
    const last = Math.floor(before.getTime() / step) * step;
    return Array.from({ length: count }, (_, index) => new Date(last - (count - 1 - index) * step));
  }
  // walk back a generous window and keep the last `count` draws in it
  const span =
    schedule.kind === 'DAILY' ? count + 2 : schedule.kind === 'WEEKLY' ? count * 3 + 7 : count * 16 + 31;
  const found: Date[] = [];
  let cursor = new Date(before.getTime() - span * 86_400_000);
  for (;;) {
    const next = nextDrawAfter(schedule, cursor, timeZone);
    if (next.getTime() > before.getTime()) break;
    found.push(next);
    cursor = next;
  }
  return found.slice(-count);
}
