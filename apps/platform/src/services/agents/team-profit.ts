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

/** Each sort's figure in a row of running totals `r`: a member's figure of a range is its difference. */
const SORT_FIGURES: Record<TeamProfitSort, SQL> = {
  deposits: sql`r.deposits`,
  withdrawals: sql`r.withdrawals`,
  validBet: sql`r.valid_bet`,
  winLoss: sql`r.win_loss`,
  bonuses: sql`r.bonuses`,
  net: sql`r.win_loss + r.bonuses`,
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
  const order = sql`figure ${direction}, member_id`;
  const page = query.page ?? 1;
  const standingAt = (day: SQL) => sql`r.next_day > ${day} and r.day <= ${day}`;
  const to = sql`${query.to}::date`;
  const dayBefore = sql`${query.from}::date - 1`;
  const figure = SORT_FIGURES[query.sort ?? 'net'];
  // Every member's difference is needed to sort, but only of the sorted figure: the page's members'
  // other figures are read afterwards (two rows each), and the totals are the team's own figures per
  // day (`team_day_figures`, as the team overview reads them), which add up the same member days.
  // The standing rows at the range's start are hashed to be joined: past the default work_mem of
  // 4 MB for 50,000 members, and the join spilled to disk in two batches
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(sql`with last_day as (select r.member_id, r.days, ${figure} as figure
        from member_day_running r where ${standingAt(to)}),
      day_before as (select r.member_id, r.days, ${figure} as figure
        from member_day_running r where ${standingAt(dayBefore)}),
      per_member as (
        select l.member_id, l.figure - coalesce(b.figure, 0) as figure
        from last_day l
        join member_tree t on t.descendant_id = l.member_id and t.ancestor_id = ${agentId}
        left join day_before b on b.member_id = l.member_id
        where l.days > coalesce(b.days, 0)),
      -- the page's members numbered once the page is cut: a top-N sort, not a sort of every member
      page as (select s.member_id, row_number() over (order by ${order}) as n
        from (select * from per_member order by ${order}
          limit ${RECORD_PAGE_SIZE} offset ${(page - 1) * RECORD_PAGE_SIZE}) s)
      select 'row' as part, p.n, m.public_id, m.account, t.depth,
          l.deposits - coalesce(b.deposits, 0) as deposits, l.withdrawals - coalesce(b.withdrawals, 0) as withdrawals,
          l.bonuses - coalesce(b.bonuses, 0) as bonuses, l.valid_bet - coalesce(b.valid_bet, 0) as valid_bet,
          l.win_loss - coalesce(b.win_loss, 0) as win_loss,
          l.win_loss - coalesce(b.win_loss, 0) + l.bonuses - coalesce(b.bonuses, 0) as net, null as total_rows
        from page p
        join members m on m.id = p.member_id
        join member_tree t on t.descendant_id = p.member_id and t.ancestor_id = ${agentId}
        join member_day_running l on l.member_id = p.member_id and l.next_day > ${to} and l.day <= ${to}
        left join member_day_running b on b.member_id = p.member_id
          and b.next_day > ${dayBefore} and b.day <= ${dayBefore}
      union all
      select 'totals', null, null, null, null, coalesce(sum(deposits), 0), coalesce(sum(withdrawals), 0),
          coalesce(sum(bonuses), 0), coalesce(sum(valid_bet), 0), coalesce(sum(win_loss), 0),
          coalesce(sum(win_loss) + sum(bonuses), 0), (select count(*) from per_member)
        from team_day_figures where agent_id = ${agentId} and day >= ${query.from}::date and day <= ${to}
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
