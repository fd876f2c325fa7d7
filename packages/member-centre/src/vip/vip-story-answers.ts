import type { VipRankResponse } from '@marquee/api-client';
import { VIP_LEVELS_FIXTURE } from '@marquee/api-client/testing';

/** A VIP 2 half way to VIP 3 by valid bet, a quarter by deposits. */
export const RANK: VipRankResponse = {
  level: 2,
  period: { from: '2026-01-29', to: '2026-02-27', days: 30 },
  validBet: 500_000,
  deposits: 125_000,
  levels: VIP_LEVELS_FIXTURE,
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
