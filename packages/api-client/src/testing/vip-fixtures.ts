import type { VipLevelInfo } from '../contract/vip-types';

const level = (
  number: number,
  validBet: number,
  deposits: number,
  rebates: [number, number, number],
  withdrawal: [number, number],
  birthdayBonus: number,
): VipLevelInfo => ({
  level: number,
  validBet,
  deposits,
  rebateBps: { SLOTS: rebates[0], TABLES: rebates[1], LOTTERY: rebates[2] },
  withdrawal: { dailyCount: withdrawal[0], dailyAmount: withdrawal[1] },
  birthdayBonus,
  vipService: number >= 5,
});

/** The demo brand's six VIP levels, as the platform answers them to the rank and levels calls. */
export const VIP_LEVELS_FIXTURE: VipLevelInfo[] = [
  level(1, 0, 0, [30, 20, 10], [3, 5_000_000], 0),
  level(2, 200_000, 100_000, [40, 25, 10], [5, 20_000_000], 5_000),
  level(3, 1_000_000, 500_000, [50, 30, 15], [8, 50_000_000], 20_000),
  level(4, 5_000_000, 2_000_000, [60, 40, 20], [10, 100_000_000], 50_000),
  level(5, 20_000_000, 10_000_000, [80, 50, 25], [15, 300_000_000], 200_000),
  level(6, 100_000_000, 50_000_000, [100, 60, 30], [20, 1_000_000_000], 500_000),
];
