import { createHash, createHmac } from 'node:crypto';
import type { DrawFormat, PrizeLine } from '@marquee/api-client/contract';

/** A prize of a format's table: how many numbers it has and how wide they are. */
interface PrizeSlot {
  prize: string;
  count: number;
  digits: number;
}

/**
 * The prize tables. North: 27 numbers, the special prize 5 digits. South and central: 18 numbers,
 * the special 6 digits. 4D: 23 numbers. Thai: the first prize, two front and two back 3-digit
 * numbers and one back 2-digit number.
 */
const PRIZE_TABLES: Readonly<Record<DrawFormat, readonly PrizeSlot[]>> = {
  VN_NORTH: [
    { prize: 'SPECIAL', count: 1, digits: 5 },
    { prize: 'FIRST', count: 1, digits: 5 },
    { prize: 'SECOND', count: 2, digits: 5 },
    { prize: 'THIRD', count: 6, digits: 5 },
    { prize: 'FOURTH', count: 4, digits: 4 },
    { prize: 'FIFTH', count: 6, digits: 4 },
    { prize: 'SIXTH', count: 3, digits: 3 },
    { prize: 'SEVENTH', count: 4, digits: 2 },
  ],
  VN_SOUTH: [
    { prize: 'SPECIAL', count: 1, digits: 6 },
    { prize: 'FIRST', count: 1, digits: 5 },
    { prize: 'SECOND', count: 1, digits: 5 },
    { prize: 'THIRD', count: 2, digits: 5 },
    { prize: 'FOURTH', count: 7, digits: 5 },
    { prize: 'FIFTH', count: 1, digits: 4 },
    { prize: 'SIXTH', count: 3, digits: 4 },
    { prize: 'SEVENTH', count: 1, digits: 3 },
    { prize: 'EIGHTH', count: 1, digits: 2 },
  ],
  SEA_4D: [
    { prize: 'FIRST', count: 1, digits: 4 },
    { prize: 'SECOND', count: 1, digits: 4 },
    { prize: 'THIRD', count: 1, digits: 4 },
    { prize: 'STARTER', count: 10, digits: 4 },
    { prize: 'CONSOLATION', count: 10, digits: 4 },
  ],
  THAI: [
    { prize: 'FIRST', count: 1, digits: 6 },
    { prize: 'FRONT3', count: 2, digits: 3 },
    { prize: 'BACK3', count: 2, digits: 3 },
    { prize: 'BACK2', count: 1, digits: 2 },
  ],
};

/**
 * A draw's seed: HMAC-SHA256 of its game and time (one draw each) under the platform's
 * LOTTERY_SEED_SECRET, hex. It is worked out when the draw is scheduled, for the hash published
 * then, and again when the draw is drawn, when it is stored and revealed: until then the database
 * holds only the hash, and the secret is in no table, so reading the database tells no result
 * ahead.
 */
export function drawSeed(secret: string, gameCode: string, drawAt: Date): string {
  return createHmac('sha256', secret).update(`${gameCode}|${drawAt.toISOString()}`).digest('hex');
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What is published before the draw: SHA-256 of the seed's hex text. */
export function seedHashOf(seed: string): string {
  return sha256(seed);
}

/**
 * The draw's numbers from its seed, as anyone can recompute them: the n-th number of the table
 * (counting from 0 across the prizes in order) is SHA-256 of "<seed>:<n>", read as one big
 * hexadecimal integer, modulo 10^digits, written with leading zeros. (The modulo's bias on a
 * 256-bit value is below 10^-70.)
 */
export function drawNumbers(format: DrawFormat, seed: string): PrizeLine[] {
  let index = 0;
  return PRIZE_TABLES[format].map(({ prize, count, digits }) => {
    const numbers: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const value = BigInt(`0x${sha256(`${seed}:${index}`)}`) % 10n ** BigInt(digits);
      numbers.push(value.toString().padStart(digits, '0'));
      index += 1;
    }
    return { prize, numbers };
  });
}
