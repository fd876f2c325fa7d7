/**
 * The member centre's history pages: the betting record (personalHistoryCopy) and the account
 * record (transactionHistory). Money is integer minor units; days are YYYY-MM-DD in the brand's
 * time zone, both ends included.
 */

export const BET_RECORD_STATUSES = ['ALL', 'SETTLED', 'UNSETTLED'] as const;
export type BetRecordStatus = (typeof BET_RECORD_STATUSES)[number];

export const BET_RECORD_SORTS = ['time', 'stake', 'payout', 'winLoss'] as const;
export type BetRecordSort = (typeof BET_RECORD_SORTS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
type RecordSortDirection = (typeof SORT_DIRECTIONS)[number];

export interface RecordRange {
  /** YYYY-MM-DD, the first day shown */
  from: string;
  /** YYYY-MM-DD, the last day shown */
  to: string;
}

export interface BetRecordQuery extends RecordRange {
  /** a game category (RNG, LIVE, LOTT, …); absent: every category */
  category?: string;
  /** a vendor (vassalage); absent: every vendor */
  vendor?: string;
  status?: BetRecordStatus;
  /** 1-based */
  page?: number;
  sort?: BetRecordSort;
  direction?: RecordSortDirection;
  /** the language of the game names */
  language?: string;
}

export interface BetRecord {
  /** `G<public id>` for a game round, `L<public id>` for a lottery bet */
  id: string;
  /** ISO time the bet was placed */
  time: string;
  game: string;
  category: string;
  vendor: string;
  /** the round's public id, or the lottery draw's */
  roundId: string;
  stake: number;
  /** the stake once settled (an unsettled bet has no valid bet yet) */
  validBet: number;
  payout: number;
  /** payout − stake once settled, 0 before */
  winLoss: number;
  settled: boolean;
}

export interface BetRecordTotals {
  count: number;
  stake: number;
  validBet: number;
  payout: number;
  winLoss: number;
}

/** One page of a list that counts its rows (the records, the invited friends). */
export interface RecordPage {
  page: number;
  pageSize: number;
  totalRows: number;
  totalPages: number;
}

export interface BetRecordsResponse extends RecordPage {
  rows: BetRecord[];
  /** over the whole filter, not only this page */
  totals: BetRecordTotals;
}

export interface BetRecordDetailQuery {
  id: string;
  language?: string;
}

export interface BetRecordDetail extends BetRecord {
  /** a game round's outcome as the game reported it */
  outcome: unknown;
  /** a lottery bet's play type and numbers */
  playType: string | null;
  numbers: string[] | null;
}

/** The account record's type filter: each groups the ledger kinds a player thinks of as one. */
export const LEDGER_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'BET', 'PAYOUT', 'BONUS', 'OTHER'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export interface AccountRecordQuery extends RecordRange {
  type?: LedgerType;
  page?: number;
}

export interface AccountRecord {
  /** the ledger entry's public id (random, not a count) */
  id: string;
  time: string;
  type: LedgerType;
  /** the ledger's own kind (BET, WIN, DEPOSIT, TRANSFER_OUT, …) */
  kind: string;
  /** signed: credits positive, debits negative */
  amount: number;
  balanceAfter: number;
  reference: string | null;
}

export interface AccountRecordsResponse extends RecordPage {
  rows: AccountRecord[];
}

export interface AccountRecordExport {
  /** the filtered rows, latest first, at most RECORD_EXPORT_MAX_ROWS */
  rows: AccountRecord[];
  /** true when the filter holds more rows than were answered */
  truncated: boolean;
}
