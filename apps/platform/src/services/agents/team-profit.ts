import {
  RECORD_PAGE_SIZE,
  type TeamProfitFigures,
  type TeamProfitQuery,
  type TeamProfitResponse,
  type TeamProfitSort,
} from '@marquee/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { rowsOf } from '../records/bet-sources';
import { checkedPage } from '../records/record-range';
import { teamReport } from './team';

const SORT_COLUMNS: Record<TeamProfitSort, SQL> = {
  deposits: sql`deposits`,
  withdrawals: sql`withdrawals`,
  validBet: sql`valid_bet`,
  winLoss: sql`win_loss`,
  bonuses: sql`bonuses`,
  net: sql`net`,
};

const PROFIT_WORK_MEM = '64MB';

type Figure = string | number | null;
type RawFigures = Record<'deposits' | 'withdrawals' | 'valid_bet' | 'win_loss' | 'bonuses' | 'net', Figure>;

const figures = (row: RawFigures | undefined): TeamProfitFigures => ({
  deposits: Number(row?.deposits ?? 0),
  withdrawals: Number(row?.withdrawals ?? 0),
  validBet: Number(row?.valid_bet ?? 0),
  winLoss: Number(row?.win_loss ?? 0),
  bonuses: Number(row?.bonuses ?? 0),
  net: Number(row?.net ?? 0),
});

/**
 * User P&L: each team member with money or bets in the range, with their deposits, withdrawals
 * and bonuses (the ledger's) and their valid bet and win/loss (the betting record's), added up from
 * the members' figures per day, sorted by one figure a page at a time; the totals cover every such
 * member. A new member's demo play money is no bonus (`member_day_group` leaves DEMO_CREDIT out):
 * it is not paid for anything the member did.
 */
export async function teamProfit(
  db: Db,
  agentId: number,
  query: TeamProfitQuery,
  now: Date,
): Promise<TeamProfitResponse> {
  const { teamDays } = await teamReport(db, agentId, query, now);
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  const order = sql`${SORT_COLUMNS[query.sort ?? 'net']} ${direction}, member_id`;
  const page = query.page ?? 1;
  const result = await db.transaction(async (tx) => {
    // the sums per member of a big team (45,517 members of the demo network over 30 days: a 30 MB
    // hash) spilled past the default 4 MB into temporary files (11 MB written and read back per
    // answer on PostgreSQL); this query alone gets the room, for its transaction only
    await tx.execute(sql.raw(`set local work_mem = '${PROFIT_WORK_MEM}'`));
    return tx.execute(sql`with per_member as (
      select f.member_id, sum(f.deposits) as deposits, sum(f.withdrawals) as withdrawals,
        sum(f.bonuses) as bonuses, sum(f.valid_bet) as valid_bet, sum(f.win_loss) as win_loss,
        sum(f.win_loss) + sum(f.bonuses) as net
      from ${teamDays} group by f.member_id),
    totals as (
      select count(*) as total_rows, coalesce(sum(deposits), 0) as deposits,
        coalesce(sum(withdrawals), 0) as withdrawals, coalesce(sum(bonuses), 0) as bonuses,
        coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(win_loss), 0) as win_loss,
        coalesce(sum(net), 0) as net
      from per_member)
    -- the page's members numbered once the page is cut: a top-N sort, not a sort of every member
    select 'row' as part, p.n, m.public_id, m.account, t.depth, p.deposits, p.withdrawals, p.bonuses,
        p.valid_bet, p.win_loss, p.net, null as total_rows
      from (select *, row_number() over (order by ${order}) as n from (select * from per_member
        order by ${order} limit ${RECORD_PAGE_SIZE} offset ${(page - 1) * RECORD_PAGE_SIZE}) s) p
      join members m on m.id = p.member_id
      join member_tree t on t.descendant_id = p.member_id and t.ancestor_id = ${agentId}
    union all
    select 'totals', null, null, null, null, deposits, withdrawals, bonuses, valid_bet, win_loss, net, total_rows
      from totals
    order by n nulls last`);
  });
  type Row = RawFigures & {
    part: string;
    public_id: string;
    account: string;
    depth: number;
    total_rows: Figure;
  };
  const rows = rowsOf<Row>(result);
  const totalsRow = rows.find((row) => row.part === 'totals');
  const sorted = rows.filter((row) => row.part === 'row');
  const totalRows = Number(totalsRow?.total_rows ?? 0);
  const totalPages = Math.ceil(totalRows / RECORD_PAGE_SIZE);
  checkedPage(page, totalPages);
  return {
    rows: sorted.map((row) => ({
      id: row.public_id,
      account: row.account,
      level: Number(row.depth),
      ...figures(row),
    })),
    totals: figures(totalsRow),
    page,
    pageSize: RECORD_PAGE_SIZE,
    totalRows,
    totalPages,
  };
}
