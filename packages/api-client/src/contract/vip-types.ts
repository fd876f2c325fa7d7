import type { GameCategory } from './game-types';

/**
 * The player rank page (playerRank): the member's VIP level, what the level is judged on, the
 * benefits of every level and the member's level history. Amounts are integer minor units.
 */

/**
 * The categories that share a rebate rate at every level (slots and the like, tables and sports,
 * lottery): the page shows one rate per group.
 */
export const VIP_REBATE_GROUPS = [
  { group: 'SLOTS', categories: ['RNG', 'FISH', 'PVP', 'MINI'] },
  { group: 'TABLES', categories: ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] },
  { group: 'LOTTERY', categories: ['LOTT', 'ELOTT'] },
] as const satisfies readonly { group: string; categories: readonly GameCategory[] }[];

type VipRebateGroup = (typeof VIP_REBATE_GROUPS)[number]['group'];

export interface VipLevelInfo {
  level: number;
  /** valid bets over the qualifying period that reach this level */
  validBet: number;
  /** credited deposits over the qualifying period that reach this level */
  deposits: number;
  /** the daily rebate of each group, basis points of the previous day's valid bet */
  rebateBps: Record<VipRebateGroup, number>;
  /** withdrawals per brand day */
  withdrawal: { dailyCount: number; dailyAmount: number };
  birthdayBonus: number;
  /** VIP customer service instead of the live chat */
  vipService: boolean;
}

/** One level change: the brand day it was judged on and the figures it was judged by. */
export interface VipHistoryEntry {
  day: string;
  level: number;
  previousLevel: number;
  validBet: number;
  deposits: number;
}

export interface VipRankResponse {
  level: number;
  /** the qualifying period, brand days (YYYY-MM-DD), both included; it ends today */
  period: { from: string; to: string; days: number };
  /** the member's valid bets and credited deposits over the period */
  validBet: number;
  deposits: number;
  levels: VipLevelInfo[];
  /** newest first */
  history: VipHistoryEntry[];
  /** whether the member's profile has a birthday: the birthday bonus is offered on it */
  hasBirthday: boolean;
}

/** The levels alone, as a visitor sees them: the qualifying period's length in brand days. */
export interface VipLevelsResponse {
  qualifyingDays: number;
  levels: VipLevelInfo[];
}
