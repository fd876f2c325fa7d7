import { endpoint } from './endpoint';
import type { ProfitQuery, ProfitResponse } from './profit-types';
import type {
  AccountRecordExport,
  AccountRecordQuery,
  AccountRecordsResponse,
  BetRecordDetail,
  BetRecordDetailQuery,
  BetRecordQuery,
  BetRecordsResponse,
} from './records-types';

/**
 * The betting and account records' and the personal P&L's calls, a table of their own: only the
 * member centre calls them.
 */
export const recordsApi = {
  bets: endpoint<BetRecordQuery, BetRecordsResponse>('GET', '/wps/member/records/bets', { token: true }),
  /** one of the member's bets; another member's answers 404 */
  bet: endpoint<BetRecordDetailQuery, BetRecordDetail>('GET', '/wps/member/records/bet', { token: true }),
  account: endpoint<AccountRecordQuery, AccountRecordsResponse>('GET', '/wps/member/records/account', {
    token: true,
  }),
  /** the filtered account rows for a CSV download, bounded */
  accountExport: endpoint<AccountRecordQuery, AccountRecordExport>(
    'GET',
    '/wps/member/records/account/export',
    {
      token: true,
    },
  ),
  /** net result per day and per category over a range, from the betting record's bets */
  profit: endpoint<ProfitQuery, ProfitResponse>('GET', '/wps/member/records/profit', { token: true }),
} as const;
