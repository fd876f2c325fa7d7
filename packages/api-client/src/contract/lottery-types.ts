/**
 * The lottery's payloads and the rules the web's bet slip and the platform both apply: which
 * numbers each play type takes, how wide they are, and how many make one bet.
 */

import type { LotteryVendor } from './lottery-vendors';

/** The lobby's tabs: Lott the daily Vietnamese draws, ZY their fast variants, Elott the fast 4D, SEA the weekly 4D and the Thai lottery. */
export const LOTTERY_PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

/** How a draw's prizes are laid out (see the platform's prize tables). */
export type DrawFormat = 'VN_NORTH' | 'VN_SOUTH' | 'SEA_4D' | 'THAI';

export const PLAY_TYPES = [
  'LO2',
  'DE',
  'BA_CANG',
  'DAU',
  'DUOI',
  'XIEN2',
  'XIEN3',
  'XIEN4',
  'BIG',
  'SMALL',
  'THAI_FIRST',
  'THAI_FRONT3',
  'THAI_BACK3',
  'THAI_BACK2',
] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

export interface PlayTypeRule {
  /** the width of each number: 1 (a digit), 2 (00–99), 3 (000–999), 4, 6 */
  digits: number;
  /** how many numbers make one bet: 1, or 2–4 for xiên (all must come out) */
  picks: number;
}

export const PLAY_TYPE_RULES: Readonly<Record<PlayType, PlayTypeRule>> = {
  LO2: { digits: 2, picks: 1 },
  DE: { digits: 2, picks: 1 },
  BA_CANG: { digits: 3, picks: 1 },
  DAU: { digits: 1, picks: 1 },
  DUOI: { digits: 1, picks: 1 },
  XIEN2: { digits: 2, picks: 2 },
  XIEN3: { digits: 2, picks: 3 },
  XIEN4: { digits: 2, picks: 4 },
  BIG: { digits: 4, picks: 1 },
  SMALL: { digits: 4, picks: 1 },
  THAI_FIRST: { digits: 6, picks: 1 },
  THAI_FRONT3: { digits: 3, picks: 1 },
  THAI_BACK3: { digits: 3, picks: 1 },
  THAI_BACK2: { digits: 2, picks: 1 },
};

/** The play types each draw format offers, in the betting view's tab order. */
export const FORMAT_PLAY_TYPES: Readonly<Record<DrawFormat, readonly PlayType[]>> = {
  VN_NORTH: ['LO2', 'DE', 'BA_CANG', 'DAU', 'DUOI', 'XIEN2', 'XIEN3', 'XIEN4'],
  VN_SOUTH: ['LO2', 'DE', 'BA_CANG', 'DAU', 'DUOI', 'XIEN2', 'XIEN3', 'XIEN4'],
  SEA_4D: ['BIG', 'SMALL'],
  THAI: ['THAI_FIRST', 'THAI_FRONT3', 'THAI_BACK3', 'THAI_BACK2'],
};

/** Numbers and bets of one slip; more is refused before anything is read from the database. */
export const MAX_SLIP_NUMBERS = 1000;

export type LotteryBetFailure = 'EMPTY' | 'WIDTH' | 'DUPLICATE' | 'PICKS' | 'TOO_MANY';

/**
 * Why a slip's numbers do not fit its play type, or null when they do: every number exactly
 * `digits` decimal digits, no repeats, and for xiên exactly `picks` of them.
 */
export function slipNumbersProblem(playType: PlayType, numbers: readonly string[]): LotteryBetFailure | null {
  const rule = PLAY_TYPE_RULES[playType];
  if (numbers.length === 0) return 'EMPTY';
  if (numbers.length > MAX_SLIP_NUMBERS) return 'TOO_MANY';
  const pattern = new RegExp(`^\\d{${rule.digits}}$`);
  if (numbers.some((number) => !pattern.test(number))) return 'WIDTH';
  if (new Set(numbers).size !== numbers.length) return 'DUPLICATE';
  if (rule.picks > 1 && numbers.length !== rule.picks) return 'PICKS';
  return null;
}

/** The bets a slip makes: one per number, or one for a whole xiên combination. */
export function slipBetCount(playType: PlayType, numbers: readonly string[]): number {
  return PLAY_TYPE_RULES[playType].picks > 1 ? (numbers.length > 0 ? 1 : 0) : numbers.length;
}

/**
 * A stake typed in major units ("12.5") in minor units (1250), or null when it is not a positive
 * amount with at most two decimals.
 */
export function stakeInMinorUnits(typed: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

interface LotteryOdds {
  playType: PlayType;
  /** payout per unit of stake, in hundredths: 9500 pays 95 times the stake */
  oddsX100: number;
}

export interface LotteryGame {
  gameCode: string;
  vendor: LotteryVendor;
  prizeMode: LotteryPrizeMode;
  format: DrawFormat;
  name: string;
  defaultPlayType: PlayType;
  playTypes: PlayType[];
  /** the next draw betting is open for (absent only between a close and the next draw's scheduling) */
  nextDrawAt: string | null;
  /** the platform's clock when it answered: the countdown to nextDrawAt runs on it, not on the device's */
  serverTime: string;
  /** the last drawn result's numbers, prize by prize */
  latest: DrawResult | null;
}

export interface PrizeLine {
  /** SPECIAL, FIRST, … EIGHTH; 4D FIRST, SECOND, THIRD, STARTER, CONSOLATION; Thai FIRST, FRONT3, BACK3, BACK2 */
  prize: string;
  numbers: string[];
}

export interface DrawResult {
  /** the draw's public id (random, not a count) */
  drawId: string;
  gameCode: string;
  drawAt: string;
  /** SHA-256 of the seed, published before betting closes */
  seedHash: string;
  /** the seed, revealed once drawn (hex) */
  seed: string;
  prizes: PrizeLine[];
}

export interface LotteryGamesQuery {
  prizeMode?: LotteryPrizeMode;
  language?: string;
  device?: string;
}

export interface PopularGamesQuery extends LotteryGamesQuery {
  count?: number;
}

export interface RecentLotteryQuery {
  language?: string;
}

/** The VN menu: the Vietnamese games grouped as fast, north, central and south. */
export interface VnMenuGroup {
  group: 'FAST' | 'NORTH' | 'CENTRAL' | 'SOUTH';
  games: LotteryGame[];
}

export interface CurrentDrawQuery {
  gameCode: string;
  language?: string;
}

export interface CurrentDraw {
  game: LotteryGame;
  /** the platform's clock when it answered: countdowns run on it, not on the device's */
  serverTime: string;
  drawId: string;
  drawAt: string;
  /** betting closes here, a few seconds before the draw (brand setting) */
  closeAt: string;
  seedHash: string;
  odds: LotteryOdds[];
  /** integer minor units */
  minStake: number;
  maxStakePerNumber: number;
  maxStakePerDraw: number;
}

/** Each number's count over the last `count` draws (spec: "Vietnam numbers, count 100"). */
export interface OpenedNumbersQuery {
  gameCode: string;
  count?: number;
}

export interface OpenedNumbersResponse {
  gameCode: string;
  draws: number;
  /** last two digits 00–99 → how often they came out */
  frequency: Record<string, number>;
}

export interface DrawResultsQuery {
  gameCode: string;
  pageNum?: number;
}

export interface DrawResultsResponse {
  list: DrawResult[];
  pageNum: number;
  totalPages: number;
}

export interface PlaceBetRequest {
  drawId: string;
  playType: PlayType;
  numbers: string[];
  /** per bet, integer minor units */
  stake: number;
  idempotencyKey: string;
}

export type LotteryBetStatus = 'PENDING' | 'WON' | 'LOST';

export interface LotteryBet {
  /** the bet's public id (random, not a count) */
  betId: string;
  drawId: string;
  gameCode: string;
  drawAt: string;
  playType: PlayType;
  numbers: string[];
  stake: number;
  status: LotteryBetStatus;
  payout: number;
  placedAt: string;
}

export interface PlaceBetResponse {
  bets: LotteryBet[];
  balance: number;
  /** the key had been used: the first submit's bets, nothing changed */
  replayed: boolean;
}

export interface MyLotteryBetsQuery {
  status?: LotteryBetStatus;
  gameCode?: string;
  drawId?: string;
  pageNum?: number;
}

export interface MyLotteryBetsResponse {
  list: LotteryBet[];
  pageNum: number;
  totalPages: number;
}
