import type { BetRecordTotals, RecordRange } from './records-types';

/**
 * The member centre's personal P&L (personalProfit): the member's net result per day and per game
 * category, from the same game rounds and lottery bets as the betting record and with its range
 * rule. Money is integer minor units; days are YYYY-MM-DD in the brand's time zone.
 */
export interface ProfitQuery extends RecordRange {
  /** a game category (RNG, LIVE, LOTT, …); absent: every category */
  category?: string;
}

/**
 * The betting record's totals over a day or a category: `winLoss` (payout − stake of the settled
 * bets) is the net result; an unsettled lottery bet counts its stake and nothing else yet.
 */
export interface ProfitDay extends BetRecordTotals {
  day: string;
}

export interface ProfitCategory extends BetRecordTotals {
  category: string;
}

export interface ProfitResponse {
  /**
   * Every day of the range up to the brand's today, oldest first, a day without bets at zero so a
   * chart has a continuous axis (days after today hold nothing and are left out).
   */
  days: ProfitDay[];
  /** the categories the member bet on in the range, largest stake first */
  categories: ProfitCategory[];
  totals: BetRecordTotals;
}
