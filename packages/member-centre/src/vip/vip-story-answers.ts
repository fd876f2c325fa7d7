import type { VipLevelInfo, VipRankResponse } from '@marquee/api-client';

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

const LEVELS: VipLevelInfo[] = [
  level(1, 0, 0, [30, 20, 10], [3, 5_000_000], 0),
  level(2, 200_000, 100_000, [40, 25, 10], [5, 20_000_000], 5_000),
  level(3, 1_000_000, 500_000, [50, 30, 15], [8, 50_000_000], 20_000),
  level(4, 5_000_000, 2_000_000, [60, 40, 20], [10, 100_000_000], 50_000),
  level(5, 20_000_000, 10_000_000, [80, 50, 25], [15, 300_000_000], 200_000),
  level(6, 100_000_000, 50_000_000, [100, 60, 30], [20, 1_000_000_000], 500_000),
];

/** A VIP 2 half way to VIP 3 by valid bet, a quarter by deposits. */
export const RANK: VipRankResponse = {
  level: 2,
  period: { from: '2026-01-29', to: '2026-02-27', days: 30 },
  validBet: 500_000,
  deposits: 125_000,
  levels: LEVELS,
  history: [{ day: '2026-02-20', level: 2, previousLevel: 1, validBet: 210_000, deposits: 100_000 }],
  hasBirthday: true,
};

export const NEW_MEMBER_RANK: VipRankResponse = { ...RANK, level: 1, validBet: 0, deposits: 0, history: [] };

/** A VIP 2 whose profile has no birthday yet: the birthday bonus waits for one. */
export const NO_BIRTHDAY_RANK: VipRankResponse = { ...RANK, hasBirthday: false };

export const TOP_RANK: VipRankResponse = {
  ...RANK,
  level: 6,
  validBet: 120_000_000,
  deposits: 60_000_000,
  history: [
    { day: '2026-02-25', level: 6, previousLevel: 4, validBet: 110_000_000, deposits: 55_000_000 },
    ...RANK.history,
  ],
};

/** The player rank page's answers for its stories. */
export const RANK_ANSWERS = { '/wps/member/vip': RANK };
export const NEW_MEMBER_RANK_ANSWERS = { '/wps/member/vip': NEW_MEMBER_RANK };
export const TOP_RANK_ANSWERS = { '/wps/member/vip': TOP_RANK };
export const NO_BIRTHDAY_RANK_ANSWERS = { '/wps/member/vip': NO_BIRTHDAY_RANK };
