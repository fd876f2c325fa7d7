import type { DrawFormat, PlayType, PrizeLine } from '@marquee/api-client/contract';
import { FOUR_D_PRIZE_ODDS, LOTTERY_ODDS } from '../../reference/lottery';

/**
 * Every winning bet of a draw, before any bet is read: "<play type>:<numbers joined by ->" → the
 * payout per unit of stake in hundredths. A draw has few winning keys (at most the C(27, 4)
 * combinations of a xiên 4), so settlement joins the bets against this table in the database
 * instead of reading each bet out. A xiên's numbers are in ascending order, as bets store them.
 */
export type WinningTable = ReadonlyMap<string, number>;

const winningKey = (playType: PlayType, numbers: readonly string[]) =>
  `${playType}:${[...numbers].sort().join('-')}`;

/**
 * Every `size`-number combination of `sorted` (ascending), each already joined as winningKey joins
 * a xiên's numbers: built as strings, since a draw has up to C(27, 4) of them and settlement runs
 * on the event loop that answers every request (as arrays sorted and joined one by one, about
 * 100 ms a Northern draw on a busy machine, every minute).
 */
function joinedCombinations(sorted: readonly string[], size: number): string[] {
  const joined: string[] = [];
  const walk = (from: number, left: number, prefix: string) => {
    for (let index = from; index <= sorted.length - left; index += 1) {
      const number = `${prefix}${sorted[index]}`;
      if (left === 1) joined.push(number);
      else walk(index + 1, left - 1, `${number}-`);
    }
  };
  walk(0, size, '');
  return joined;
}

function add(table: Map<string, number>, key: string, hundredths: number) {
  if (hundredths > 0) table.set(key, (table.get(key) ?? 0) + hundredths);
}

const linesOf = (prizes: readonly PrizeLine[], prize: string) =>
  prizes.find((line) => line.prize === prize)?.numbers ?? [];

/** Vietnamese draws: lô per occurrence of the last two digits of every prize, the rest on the special. */
function vietnamese(
  format: 'VN_NORTH' | 'VN_SOUTH',
  prizes: readonly PrizeLine[],
  table: Map<string, number>,
) {
  const odds = LOTTERY_ODDS[format];
  const tails = prizes.flatMap((line) => line.numbers.map((number) => number.slice(-2)));
  for (const tail of tails) add(table, winningKey('LO2', [tail]), odds.LO2 ?? 0);
  const special = prizes[0]?.numbers[0] ?? '';
  add(table, winningKey('DE', [special.slice(-2)]), odds.DE ?? 0);
  add(table, winningKey('BA_CANG', [special.slice(-3)]), odds.BA_CANG ?? 0);
  add(table, winningKey('DAU', [special.slice(-2, -1)]), odds.DAU ?? 0);
  add(table, winningKey('DUOI', [special.slice(-1)]), odds.DUOI ?? 0);
  const distinct = [...new Set(tails)].sort();
  for (const [playType, size] of [
    ['XIEN2', 2],
    ['XIEN3', 3],
    ['XIEN4', 4],
  ] as const) {
    for (const combination of joinedCombinations(distinct, size))
      add(table, `${playType}:${combination}`, odds[playType] ?? 0);
  }
}

/** 4D: each prize a number won pays its own odds (Small only the top three). */
function fourD(prizes: readonly PrizeLine[], table: Map<string, number>) {
  for (const line of prizes) {
    for (const number of line.numbers) {
      for (const playType of ['BIG', 'SMALL'] as const) {
        add(table, winningKey(playType, [number]), FOUR_D_PRIZE_ODDS[playType][line.prize] ?? 0);
      }
    }
  }
}

/** Thai: each play type matches its own prize line, paid per matching number. */
function thai(prizes: readonly PrizeLine[], table: Map<string, number>) {
  const odds = LOTTERY_ODDS.THAI;
  for (const [playType, prize] of [
    ['THAI_FIRST', 'FIRST'],
    ['THAI_FRONT3', 'FRONT3'],
    ['THAI_BACK3', 'BACK3'],
    ['THAI_BACK2', 'BACK2'],
  ] as const) {
    for (const number of linesOf(prizes, prize))
      add(table, winningKey(playType, [number]), odds[playType] ?? 0);
  }
}

export function winningTable(format: DrawFormat, prizes: readonly PrizeLine[]): WinningTable {
  const table = new Map<string, number>();
  if (format === 'VN_NORTH' || format === 'VN_SOUTH') vietnamese(format, prizes, table);
  else if (format === 'SEA_4D') fourD(prizes, table);
  else thai(prizes, table);
  return table;
}

/** A bet's payout in minor units (0 when lost), rounded down to the minor unit. */
export function payoutOf(
  playType: PlayType,
  numbers: readonly string[],
  stake: number,
  table: WinningTable,
): number {
  return Math.floor((stake * (table.get(winningKey(playType, numbers)) ?? 0)) / 100);
}
