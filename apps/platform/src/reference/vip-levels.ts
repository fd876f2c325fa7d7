import type { GameCategory, VipLevelInfo } from '@marquee/api-client/contract';
import { BRAND_WITHDRAWAL } from './brand';

/**
 * The demo brand's VIP levels. A member holds the highest level whose thresholds both their valid
 * bets and their credited deposits over the last `VIP_QUALIFYING_DAYS` brand days reach. Each
 * level's benefits: its daily rebate rate per game category (basis points of the previous day's
 * valid bet), its withdrawal limits per brand day, a birthday bonus, and VIP customer service from
 * level 5. Amounts are integer minor units.
 */
export interface VipLevel extends Omit<VipLevelInfo, 'rebateBps'> {
  /** per category here; the rank page shows one rate per rebate group */
  rebateBps: Record<GameCategory, number>;
}

export const VIP_QUALIFYING_DAYS = 30;

/** Slots and fishing return the most, live tables and sports less, lottery the least. */
function rebateRates(slots: number, tables: number, lottery: number): Record<GameCategory, number> {
  return {
    RNG: slots,
    FISH: slots,
    PVP: slots,
    MINI: slots,
    LIVE: tables,
    SPORTS: tables,
    ESPORTS: tables,
    COCKFIGHT: tables,
    LOTT: lottery,
    ELOTT: lottery,
  };
}

export const VIP_LEVELS: readonly VipLevel[] = [
  {
    level: 1,
    validBet: 0,
    deposits: 0,
    rebateBps: rebateRates(30, 20, 10),
    withdrawal: { dailyCount: BRAND_WITHDRAWAL.dailyCount, dailyAmount: BRAND_WITHDRAWAL.dailyAmount },
    birthdayBonus: 0,
    vipService: false,
  },
  {
    level: 2,
    validBet: 200_000,
    deposits: 100_000,
    rebateBps: rebateRates(40, 25, 10),
    withdrawal: { dailyCount: 5, dailyAmount: 20_000_000 },
    birthdayBonus: 5_000,
    vipService: false,
  },
  {
    level: 3,
    validBet: 1_000_000,
    deposits: 500_000,
    rebateBps: rebateRates(50, 30, 15),
    withdrawal: { dailyCount: 8, dailyAmount: 50_000_000 },
    birthdayBonus: 20_000,
    vipService: false,
  },
  {
    level: 4,
    validBet: 5_000_000,
    deposits: 2_000_000,
    rebateBps: rebateRates(60, 40, 20),
    withdrawal: { dailyCount: 10, dailyAmount: 100_000_000 },
    birthdayBonus: 50_000,
    vipService: false,
  },
  {
    level: 5,
    validBet: 20_000_000,
    deposits: 10_000_000,
    rebateBps: rebateRates(80, 50, 25),
    withdrawal: { dailyCount: 15, dailyAmount: 300_000_000 },
    birthdayBonus: 200_000,
    vipService: true,
  },
  {
    level: 6,
    validBet: 100_000_000,
    deposits: 50_000_000,
    rebateBps: rebateRates(100, 60, 30),
    withdrawal: { dailyCount: 20, dailyAmount: 1_000_000_000 },
    birthdayBonus: 500_000,
    vipService: true,
  },
];

/** The level a member's rank_level names; a member without one is at level 1. */
export function vipLevel(rankLevel: number | null): VipLevel {
  const wanted = Math.min(Math.max(rankLevel ?? 1, 1), VIP_LEVELS.length);
  return VIP_LEVELS[wanted - 1]!;
}
