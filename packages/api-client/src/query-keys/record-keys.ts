import type { ProfitQuery } from '../contract/profit-types';
import type { AccountRecordQuery, BetRecordQuery } from '../contract/records-types';

const all = ['member', 'records'] as const;

/**
 * TanStack Query keys of the betting and account records and the P&L, under the member's prefix so
 * signing out drops them; a new bet or ledger entry invalidates `all`.
 */
export const recordKeys = {
  all,
  bets: (query: BetRecordQuery) => [...all, 'bets', query] as const,
  bet: (id: string, language: string) => [...all, 'bet', id, language] as const,
  account: (query: AccountRecordQuery) => [...all, 'account', query] as const,
  profit: (query: ProfitQuery) => [...all, 'profit', query] as const,
} as const;
