import {
  type AgentIncomeQuery,
  type AgentIncomeResponse,
  type AgentTransactionsQuery,
  type AgentTransactionsResponse,
  type AgentTransactionType,
  type ContractKind,
  RECORD_PAGE_SIZE,
  type RecordRange,
} from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { rowsOf } from '../records/bet-sources';
import { checkedPage, checkedRange } from '../records/record-range';
import { SETTLEMENT_LEDGER_KINDS } from './agent-settlement';
import { requireAgent } from './team';

type Figure = string | number | null;
const iso = (value: Date | string) => new Date(value).toISOString();

/** What both lists start from: the caller as an agent, the checked range as ISO text, the page asked. */
async function agentList(db: Db, agentId: number, query: RecordRange & { page?: number }, now: Date) {
  await requireAgent(db, agentId);
  const range = checkedRange(query, now);
  return { from: range.from.toISOString(), until: range.until.toISOString(), page: query.page ?? 1 };
}

/** The page's place once its rows are counted (RECORD_PAGE_PAST_LAST past the last). */
function placeOf(totalRows: number, page: number) {
  const totalPages = Math.ceil(totalRows / RECORD_PAGE_SIZE);
  checkedPage(page, totalPages);
  return { page, pageSize: RECORD_PAGE_SIZE, totalRows, totalPages, offset: (page - 1) * RECORD_PAGE_SIZE };
}

/**
 * My income: the agent's own settlements (dividends and salaries) whose period starts in the range,
 * newest first, pending or paid, with the pending and paid totals of the whole filter.
 */
export async function agentIncome(
  db: Db,
  agentId: number,
  query: AgentIncomeQuery,
  now: Date,
): Promise<AgentIncomeResponse> {
  const { from, until, page } = await agentList(db, agentId, query, now);
  const where = sql`member_id = ${agentId} and period_start >= ${from} and period_start < ${until}
    ${query.kind ? sql`and kind = ${query.kind}` : sql``}`;
  const [totals] = rowsOf<Record<'total_rows' | 'pending' | 'paid', Figure>>(
    await db.execute(sql`select count(*) as total_rows,
        coalesce(sum(amount) filter (where status = 'PENDING'), 0) as pending,
        coalesce(sum(amount) filter (where status = 'PAID'), 0) as paid
      from agent_settlements where ${where}`),
  );
  const { offset, ...place } = placeOf(Number(totals?.total_rows ?? 0), page);
  type Row = {
    public_id: string;
    kind: ContractKind;
    period_start: Date | string;
    period_end: Date | string;
    base: Figure;
    active_members: Figure;
    rate_bps: Figure;
    gross: Figure;
    downline_share: Figure;
    amount: Figure;
    status: 'PENDING' | 'PAID';
    paid_at: Date | string | null;
  };
  const rows = rowsOf<Row>(
    await db.execute(sql`select public_id, kind, period_start, period_end, base, active_members, rate_bps,
        gross, downline_share, amount, status, paid_at
      from agent_settlements where ${where}
      order by period_start desc, id desc limit ${RECORD_PAGE_SIZE} offset ${offset}`),
  );
  return {
    rows: rows.map((row) => ({
      id: row.public_id,
      kind: row.kind,
      periodStart: iso(row.period_start),
      periodEnd: iso(row.period_end),
      base: Number(row.base),
      activeMembers: Number(row.active_members),
      rateBps: Number(row.rate_bps),
      gross: Number(row.gross),
      downlineShare: Number(row.downline_share),
      amount: Number(row.amount),
      status: row.status,
      paidAt: row.paid_at === null ? null : iso(row.paid_at),
    })),
    totals: { pending: Number(totals?.pending ?? 0), paid: Number(totals?.paid ?? 0) },
    ...place,
  };
}

/** The ledger kinds of each group of the transaction details. */
const TRANSACTION_KINDS: Readonly<Record<AgentTransactionType, readonly string[]>> = {
  TEAM_TRANSFER: [
    'DOWNLINE_TRANSFER_OUT',
    'DOWNLINE_TRANSFER_IN',
    'UPLINE_TRANSFER_IN',
    'UPLINE_TRANSFER_OUT',
  ],
  DIVIDEND: [SETTLEMENT_LEDGER_KINDS.DIVIDEND],
  SALARY: [
    SETTLEMENT_LEDGER_KINDS.DAILY_SALARY,
    SETTLEMENT_LEDGER_KINDS.HOURLY_SALARY,
    SETTLEMENT_LEDGER_KINDS.REALTIME_SALARY,
  ],
};

const typeOf = (kind: string) =>
  (Object.keys(TRANSACTION_KINDS) as AgentTransactionType[]).find((type) =>
    TRANSACTION_KINDS[type].includes(kind),
  ) ?? 'TEAM_TRANSFER';

/**
 * Transaction details: the agent's own ledger entries of agent kinds (transfers with the team and
 * the upline, dividends, salaries) in the range, newest first, by group.
 */
export async function agentTransactions(
  db: Db,
  agentId: number,
  query: AgentTransactionsQuery,
  now: Date,
): Promise<AgentTransactionsResponse> {
  const { from, until, page } = await agentList(db, agentId, query, now);
  const kinds = query.type ? TRANSACTION_KINDS[query.type] : Object.values(TRANSACTION_KINDS).flat();
  const where = sql`member_id = ${agentId} and created_at >= ${from} and created_at < ${until}
    and kind in (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})`;
  const [count] = rowsOf<{ total_rows: Figure }>(
    await db.execute(sql`select count(*) as total_rows from ledger_entries where ${where}`),
  );
  const { offset, ...place } = placeOf(Number(count?.total_rows ?? 0), page);
  const rows = rowsOf<{
    public_id: string;
    kind: string;
    amount: Figure;
    balance_after: Figure;
    created_at: Date | string;
    reference: string | null;
  }>(
    await db.execute(sql`select public_id, kind, amount, balance_after, created_at, reference
      from ledger_entries where ${where}
      order by created_at desc, id desc limit ${RECORD_PAGE_SIZE} offset ${offset}`),
  );
  return {
    rows: rows.map((row) => ({
      id: row.public_id,
      type: typeOf(row.kind),
      kind: row.kind,
      amount: Number(row.amount),
      balanceAfter: Number(row.balance_after),
      createdAt: iso(row.created_at),
      reference: row.reference,
    })),
    ...place,
  };
}
