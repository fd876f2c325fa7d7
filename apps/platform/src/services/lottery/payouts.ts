import type { DrawFormat, PlayType, PrizeLine } from '@marquee/api-client/contract';
import { FOUR_D_PRIZE_ODDS, LOTTERY_ODDS } from '../../reference/lottery';

/** A settled draw's numbers, indexed once so each bet is checked in constant time. */
export interface DrawOutcome {
  format: DrawFormat;
  /** how often each last-two-digits came out over every prize (lô) */
  lastTwo: Map<string, number>;
  special: string;
  /** number → the prizes it won (4D, Thai) */
  byNumber: Map<string, string[]>;
  prizes: PrizeLine[];
}

export function outcomeOf(format: DrawFormat, prizes: PrizeLine[]): DrawOutcome {
  const lastTwo = new Map<string, number>();
  const byNumber = new Map<string, string[]>();
  for (const line of prizes) {
    for (const number of line.numbers) {
      const tail = number.slice(-2);
      lastTwo.set(tail, (lastTwo.get(tail) ?? 0) + 1);
      byNumber.set(number, [...(byNumber.get(number) ?? []), line.prize]);
    }
  }
  const first = prizes[0]?.numbers[0] ?? '';
  return { format, lastTwo, special: first, byNumber, prizes };
}

const linesOf = (outcome: DrawOutcome, prize: string) =>
  outcome.prizes.find((line) => line.prize === prize)?.numbers ?? [];

/**
 * How many units of the play type's odds a bet wins (0: lost). Lô counts every prize whose last
 * two digits match; xiên wins once when each of its numbers came out at least once.
 */
function winningUnits(playType: PlayType, numbers: readonly string[], outcome: DrawOutcome): number {
  const [number = ''] = numbers;
  switch (playType) {
    case 'LO2':
      return outcome.lastTwo.get(number) ?? 0;
    case 'DE':
      return outcome.special.slice(-2) === number ? 1 : 0;
    case 'BA_CANG':
      return outcome.special.slice(-3) === number ? 1 : 0;
    case 'DAU':
      return outcome.special.slice(-2, -1) === number ? 1 : 0;
    case 'DUOI':
      return outcome.special.slice(-1) === number ? 1 : 0;
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return numbers.every((pick) => outcome.lastTwo.has(pick)) ? 1 : 0;
    case 'THAI_FIRST':
      return linesOf(outcome, 'FIRST').filter((drawn) => drawn === number).length;
    case 'THAI_FRONT3':
      return linesOf(outcome, 'FRONT3').filter((drawn) => drawn === number).length;
    case 'THAI_BACK3':
      return linesOf(outcome, 'BACK3').filter((drawn) => drawn === number).length;
    case 'THAI_BACK2':
      return linesOf(outcome, 'BACK2').filter((drawn) => drawn === number).length;
    case 'BIG':
    case 'SMALL':
      throw new Error('4D pays by prize (fourDPayout)');
  }
}

/** 4D: each prize the number won pays its own odds (Small only the top three). */
function fourDPayout(playType: 'BIG' | 'SMALL', number: string, stake: number, outcome: DrawOutcome): number {
  const table = FOUR_D_PRIZE_ODDS[playType];
  let hundredths = 0;
  for (const prize of outcome.byNumber.get(number) ?? []) hundredths += table[prize] ?? 0;
  return Math.floor((stake * hundredths) / 100);
}

/** A bet's payout in minor units (0 when lost), rounded down to the minor unit. */
export function payoutOf(
  playType: PlayType,
  numbers: readonly string[],
  stake: number,
  outcome: DrawOutcome,
): number {
  if (playType === 'BIG' || playType === 'SMALL')
    return fourDPayout(playType, numbers[0] ?? '', stake, outcome);
  const odds = LOTTERY_ODDS[outcome.format][playType];
  if (odds === undefined) return 0;
  return Math.floor((stake * odds * winningUnits(playType, numbers, outcome)) / 100);
}
