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
 * and bonuses (the ledger's) and their valid bet and win/loss (the betting record's), sorted by one
 * figure a page at a time; the totals cover every such member. A member's figures of the range are
 * its running totals (`member_day_running`, the sums of its figures per day up to each day) standing
 * at the range's last day less those standing the day before its first: two rows per member however
 * long the range, where summing the members' days read one row per member and day (a month of the
 * demo network: 203,000 rows). A member counts when it has a day in the range (its count of days
 * grew). A new member's demo play money is no bonus (`member_day_group` leaves DEMO_CREDIT out):
 * it is not paid for anything the member did.
 */
export async function teamProfit(
  db: Db,
  agentId: number,
  query: TeamProfitQuery,
  now: Date,
): Promise<TeamProfitResponse> {
  await teamReport(db, agentId, query, now);
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  const order = sql`${SORT_COLUMNS[query.sort ?? 'net']} ${direction}, member_id`;
  const page = query.page ?? 1;
  const standing = (day: SQL) => sql`select r.* from member_day_running r
    where r.next_day > ${day} and r.day <= ${day}`;
  // the standing rows at the range's start are hashed to be joined: 50,000 members' need 4.5 MB,
  // past the default work_mem of 4 MB, and the join spilled to disk in two batches (on PGlite, a
  // fifth of the query's CPU time)
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(sql`with last_day as (${standing(sql`${query.to}::date`)}),
    day_before as (${standing(sql`${query.from}::date - 1`)}),
    per_member as (
      select l.member_id, l.deposits - coalesce(b.deposits, 0) as deposits,
        l.withdrawals - coalesce(b.withdrawals, 0) as withdrawals, l.bonuses - coalesce(b.bonuses, 0) as bonuses,
        l.valid_bet - coalesce(b.valid_bet, 0) as valid_bet, l.win_loss - coalesce(b.win_loss, 0) as win_loss,
        l.win_loss - coalesce(b.win_loss, 0) + l.bonuses - coalesce(b.bonuses, 0) as net
      from last_day l
      join member_tree t on t.descendant_id = l.member_id and t.ancestor_id = ${agentId}
      left join day_before b on b.member_id = l.member_id
      where l.days > coalesce(b.days, 0)),
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
