import type { AffiliateProgramme } from '@marquee/api-client/contract';

/**
 * The demo brand's agent contract: the commission share by the month's active players and net
 * revenue (integer minor units), paid on the 5th, plus a daily rebate on direct players' valid bets.
 */
export const AFFILIATE_PROGRAMME: AffiliateProgramme = {
  tiers: [
    { minActivePlayers: 5, minNetRevenue: 0, commissionPercent: 25 },
    { minActivePlayers: 15, minNetRevenue: 5_000_000, commissionPercent: 35 },
    { minActivePlayers: 40, minNetRevenue: 20_000_000, commissionPercent: 45 },
  ],
  settlementDay: 5,
  dailyRebatePercent: 0.5,
};

/** The demo brand's feedback word-count bounds (the brand's own choice; the affiliate form has no fixed bounds). */
export const FEEDBACK_WORD_BOUNDS = { minWords: 5, maxWords: 300 } as const;
