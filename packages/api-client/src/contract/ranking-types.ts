/**
 * The TOP-20 rankings (/deposit-rank, /bet-rank): the members with the most credited deposits or
 * valid bets over the brand's ranking period, names masked. Amounts are integer minor units.
 */

export const RANKING_KINDS = ['DEPOSIT', 'VALID_BET'] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];

/** The current period (it runs until its end) or the one before it. */
export const RANKING_PERIODS = ['CURRENT', 'PREVIOUS'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/** The brand's ranking period: a brand day, a brand week (from Monday) or a calendar month. */
export type RankingPeriodType = 'DAY' | 'WEEK' | 'MONTH';

/** At most this many members are ranked. */
export const RANKING_SIZE = 20;

export interface RankingQuery {
  kind: RankingKind;
  period?: RankingPeriod;
}

interface RankingEntry {
  /** 1 for the highest amount; members with equal amounts keep the order they reached it in */
  rank: number;
  /** the account masked as the winners board masks it ("demo" → "de***o") */
  name: string;
  amount: number;
}

export interface RankingResponse {
  kind: RankingKind;
  period: RankingPeriod;
  periodType: RankingPeriodType;
  /** the period's brand days (YYYY-MM-DD), both included */
  from: string;
  to: string;
  /** highest first, at most RANKING_SIZE; only members with an amount above zero */
  entries: RankingEntry[];
  /**
   * the signed-in member's own entry: in `entries`, or their place among every member of the
   * period beyond RANKING_SIZE; null when they have no amount in the period (or a visitor asks)
   */
  mine: RankingEntry | null;
}
