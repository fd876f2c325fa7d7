/**
 * The member centre's history pages: the betting record (personalHistoryCopy) and the account
 * record (transactionHistory). Money is integer minor units; days are YYYY-MM-DD in the brand's
 * time zone, both ends included.
 */

import type { RewardSource } from './reward-types';

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
export const LEDGER_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'BET',
  'PAYOUT',
  'BONUS',
  'AGENT',
  'OTHER',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export interface AccountRecordQuery extends RecordRange {
  type?: LedgerType;
  page?: number;
  /** the language of the names in each row's subject */
  language?: string;
}

/**
 * What a ledger entry was for, named by the platform (in the asked language where a name has one),
 * so the record reads in the player's words rather than as the ledger's reference.
 */
export type AccountRecordSubject =
  /** a game round: the game's name and the round's id, as the betting record names it */
  | { kind: 'ROUND'; game: string; round: string | null }
  /** a lottery bet or win: the lottery's name, the draw's id and when it was drawn */
  | { kind: 'DRAW'; game: string; draw: string; drawAt: string }
  /** a transfer to or from a vendor's wallet: the vendor's name */
  | { kind: 'VENDOR'; vendor: string }
  /** a deposit or a withdrawal: its order number */
  | { kind: 'ORDER'; order: string }
  /** a transfer between a member and their upline: its transfer number */
  | { kind: 'TRANSFER'; transfer: string }
  /** a reward credited, or a bonus given up: where the reward came from */
  | { kind: 'REWARD'; source: RewardSource };

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
  /** the ledger's own reference (platform ids), kept for support; `subject` is what a player reads */
  reference: string | null;
  /** null when the entry names nothing (the opening credit, an adjustment) */
  subject: AccountRecordSubject | null;
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
