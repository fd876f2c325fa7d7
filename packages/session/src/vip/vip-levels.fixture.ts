import type { VipLevelInfo, VipRankResponse } from '@marquee/api-client';

function level(number: number, validBet: number, deposits: number): VipLevelInfo {
  return {
    level: number,
    validBet,
    deposits,
    rebateBps: { SLOTS: 10 * number, TABLES: 8 * number, LOTTERY: 5 * number },
    withdrawal: { dailyCount: 3 + number, dailyAmount: 1_000_000 * (number + 1) },
    birthdayBonus: 10_000 * number,
    vipService: number >= 3,
  };
}

/** Four levels and a member at level 1 part of the way to level 2, for the VIP parts' tests and stories. */
export const VIP_RANK: Pick<VipRankResponse, 'level' | 'validBet' | 'deposits' | 'levels'> = {
  level: 1,
  validBet: 1_250_000,
  deposits: 300_000,
  levels: [
    level(0, 0, 0),
    level(1, 1_000_000, 200_000),
    level(2, 5_000_000, 1_000_000),
    level(3, 20_000_000, 5_000_000),
  ],
};
