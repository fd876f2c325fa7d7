import type { ProfitDay, ProfitResponse } from '@marquee/api-client';

const ZERO = { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 };

// a week with a quiet day, wins and losses
const days: ProfitDay[] = [
  { day: '2026-02-23', count: 12, stake: 12_000, validBet: 12_000, payout: 15_500, winLoss: 3_500 },
  { day: '2026-02-24', count: 8, stake: 9_000, validBet: 9_000, payout: 4_000, winLoss: -5_000 },
  { day: '2026-02-25', ...ZERO },
  { day: '2026-02-26', count: 20, stake: 25_000, validBet: 24_000, payout: 30_000, winLoss: 6_000 },
  { day: '2026-02-27', count: 5, stake: 5_000, validBet: 5_000, payout: 0, winLoss: -5_000 },
  { day: '2026-02-28', count: 9, stake: 10_000, validBet: 10_000, payout: 8_200, winLoss: -1_800 },
  { day: '2026-03-01', count: 3, stake: 3_000, validBet: 2_000, payout: 2_600, winLoss: 600 },
];

export const PROFIT: ProfitResponse = {
  days,
  categories: [
    { category: 'RNG', count: 40, stake: 45_000, validBet: 45_000, payout: 44_300, winLoss: -700 },
    { category: 'LOTT', count: 17, stake: 19_000, validBet: 17_000, payout: 16_000, winLoss: -1_000 },
  ],
  totals: { count: 57, stake: 64_000, validBet: 62_000, payout: 60_300, winLoss: -1_700 },
};

/** The P&L page's answers for its stories. */
export const PROFIT_ANSWERS = { '/wps/member/records/profit': PROFIT };

export const EMPTY_PROFIT_ANSWERS = {
  '/wps/member/records/profit': {
    days: days.map((day) => ({ ...day, ...ZERO })),
    categories: [],
    totals: ZERO,
  } satisfies ProfitResponse,
};
