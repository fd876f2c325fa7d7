import type { MissedDayRule, RafflePrize, SignInStep } from '../contract/promotion-activity-types';
import { shiftDay } from './record-range';

/** The most draws a raffle's page lists. */
export const RAFFLE_DRAWS_LISTED = 20;

/**
 * The sign-in streak on `today` from the signed brand days (any order): with RESET, the signed days
 * in a row ending today, or yesterday while today is not signed yet (a streak stays alive until the
 * day is missed); with KEEP, every signed day. `start` is the streak's first day (null: no streak),
 * part of its steps' reward keys, so a new streak earns its steps again.
 */
export function signInStreak(
  signed: readonly string[],
  today: string,
  missedDay: MissedDayRule,
): { streak: number; start: string | null } {
  const days = new Set(signed.filter((day) => day <= today));
  if (missedDay === 'KEEP') {
    const first = [...days].sort()[0] ?? null;
    return { streak: days.size, start: first };
  }
  let day = days.has(today) ? today : shiftDay(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = shiftDay(day, -1);
  }
  return { streak, start: streak === 0 ? null : shiftDay(day, 1) };
}

/** The step a streak of `streak` days has just reached, if any. */
export const stepReached = (steps: readonly SignInStep[], streak: number): SignInStep | undefined =>
  steps.find((step) => step.days === streak);

/** The tickets `deposited` (minor units) earns: one per whole `depositPerTicket`. */
export const raffleTickets = (deposited: number, depositPerTicket: number): number =>
  depositPerTicket > 0 ? Math.floor(Math.max(0, deposited) / depositPerTicket) : 0;

/** The prize a roll in [0, total weight) lands on: each prize holds `weight` consecutive rolls. */
export function prizeAt(prizes: readonly RafflePrize[], roll: number): number {
  let below = 0;
  for (const [index, prize] of prizes.entries()) {
    below += prize.weight;
    if (roll < below) return index;
  }
  throw new RangeError(`roll ${roll} is past the prize table's total weight ${below}`);
}

export const totalWeight = (prizes: readonly RafflePrize[]): number =>
  prizes.reduce((sum, prize) => sum + prize.weight, 0);
