import {
  LEDGER_TYPE_PREFIXES,
  RECORD_PAGE_SIZE,
  type TeamProfitFigures,
  type TeamProfitQuery,
  type TeamProfitResponse,
  type TeamProfitSort,
} from '@marquee/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { groupCondition } from '../records/account-records';
import {
  LOTTERY_FIGURES,
  LOTTERY_FROM,
  lotteryWhere,
  ROUND_FIGURES,
  roundsWhere,
  rowsOf,
} from '../records/bet-sources';
import { checkedPage } from '../records/record-range';
import { DEPOSIT_KINDS, teamReport, WITHDRAWAL_KINDS } from './team';

// a new member's demo play money is no bonus: it is not paid for anything the member did
const BONUS_KINDS = groupCondition(LEDGER_TYPE_PREFIXES.BONUS.filter((prefix) => prefix !== 'DEMO_CREDIT'));

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
 * and bonuses from the ledger and their valid bet and win/loss from the betting record's sources,
 * sorted by one figure a page at a time; the totals cover every such member.
 */
export async function teamProfit(
  db: Db,
  agentId: number,
  query: TeamProfitQuery,
  now: Date,
): Promise<TeamProfitResponse> {
  const { team, filter, from, until } = await teamReport(db, agentId, query, now);
  const rounds = roundsWhere(filter);
  const lottery = lotteryWhere(filter);
  const branches: SQL[] = [
    sql`select member_id,
      coalesce(sum(amount) filter (where ${DEPOSIT_KINDS}), 0) as deposits,
      coalesce(-sum(amount) filter (where ${WITHDRAWAL_KINDS}), 0) as withdrawals,
      coalesce(sum(amount) filter (where ${BONUS_KINDS}), 0) as bonuses,
      0 as valid_bet, 0 as win_loss
      from ledger_entries
      where member_id in (${team}) and created_at >= ${from} and created_at < ${until}
        and (${DEPOSIT_KINDS} or ${WITHDRAWAL_KINDS} or ${BONUS_KINDS})
      group by member_id`,
  ];
  if (rounds)
    branches.push(sql`select f.member_id, 0, 0, 0, f.valid_bet, f.win_loss from (
      select b.member_id, ${ROUND_FIGURES} from bets b where ${rounds} group by b.member_id) f`);
  if (lottery)
    branches.push(sql`select f.member_id, 0, 0, 0, f.valid_bet, f.win_loss from (
      select lb.member_id, ${LOTTERY_FIGURES} from ${LOTTERY_FROM} where ${lottery} group by lb.member_id) f`);
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  const order = sql`${SORT_COLUMNS[query.sort ?? 'net']} ${direction}, member_id`;
  const page = query.page ?? 1;
  const result = await db.execute(sql`with per_member as (
      select member_id, sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bonuses) as bonuses,
        sum(valid_bet) as valid_bet, sum(win_loss) as win_loss, sum(win_loss) + sum(bonuses) as net
      from (${sql.join(branches, sql` union all `)}) t group by member_id),
    totals as (
      select count(*) as total_rows, coalesce(sum(deposits), 0) as deposits,
        coalesce(sum(withdrawals), 0) as withdrawals, coalesce(sum(bonuses), 0) as bonuses,
        coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(win_loss), 0) as win_loss,
        coalesce(sum(net), 0) as net
      from per_member)
    select 'row' as part, p.n, m.public_id, m.account, t.depth, p.deposits, p.withdrawals, p.bonuses,
        p.valid_bet, p.win_loss, p.net, null as total_rows
      from (select *, row_number() over (order by ${order}) as n from per_member
        order by ${order} limit ${RECORD_PAGE_SIZE} offset ${(page - 1) * RECORD_PAGE_SIZE}) p
      join members m on m.id = p.member_id
      join member_tree t on t.descendant_id = p.member_id and t.ancestor_id = ${agentId}
    union all
    select 'totals', null, null, null, null, deposits, withdrawals, bonuses, valid_bet, win_loss, net, total_rows
      from totals
    order by n nulls last`);
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
