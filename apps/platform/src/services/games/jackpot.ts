import type { JackpotResponse } from '@marquee/api-client/contract';
import { hashString } from '../prng';

/** The counter adds 165.11 every 3,000 ms. */
export const JACKPOT_TICK_MS = 3000;
export const JACKPOT_STEP = 16_511;
/** The pool is won once a week (at the start of each week since the epoch) and starts again. */
const JACKPOT_CYCLE_MS = 7 * 24 * 3_600_000;
const EPOCH = Date.parse('2026-01-05T00:00:00.000Z');

/** The seeded starting pool: ₱1,000,000.00 plus up to ₱500,000.00, fixed for a seed. */
export function jackpotBase(seed: number): number {
  return 100_000_000 + (hashString(`jackpot:${seed}`) % 50_000_000);
}

export function jackpotAt(seed: number, now: Date): JackpotResponse {
  const intoCycle = (((now.getTime() - EPOCH) % JACKPOT_CYCLE_MS) + JACKPOT_CYCLE_MS) % JACKPOT_CYCLE_MS;
  return {
    amount: jackpotBase(seed) + Math.floor(intoCycle / JACKPOT_TICK_MS) * JACKPOT_STEP,
    at: now.toISOString(),
  };
}
