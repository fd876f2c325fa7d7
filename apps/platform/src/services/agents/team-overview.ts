import type { TeamDay, TeamOverview, TeamOverviewQuery } from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { type FiguresRow, figuresOf, rowsOf } from '../records/bet-sources';
import { rangeDays } from '../records/record-range';
import { teamReport } from './team';

type Count = string | number | null;

const emptyDay = (day: string): TeamDay => ({
  day,
  deposits: 0,
  withdrawals: 0,
  validBet: 0,
  winLoss: 0,
  activeMembers: 0,
});

/**
 * The team overview over a range: the team's size now, who joined, deposited first and played in
 * the range, and the money of the range per brand day. Members come from the closure table; the
 * money and play from the members' figures per day (`member_day_figures`, the betting record's
 * and the ledger's sums kept with every write), so a team of tens of thousands over a month is a
 * few hundred thousand day rows at most, not every bet and entry.
 */
export async function teamOverview(
  db: Db,
  agentId: number,
  query: TeamOverviewQuery,
  now: Date,
): Promise<TeamOverview> {
  const { teamDays, from, until } = await teamReport(db, agentId, query, now);

  // four independent reads, side by side where the database has connections to spare (PostgreSQL)
  const [memberRows, firstRows, rows, activeRows] = await Promise.all([
    db.execute(sql`select count(*) as team, count(*) filter (where t.depth = 1) as direct,
      count(*) filter (where m.created_at >= ${from} and m.created_at < ${until}) as joined
      from member_tree t join members m on m.id = t.descendant_id where t.ancestor_id = ${agentId}`),
    // a first depositor's first deposit day lies in the range: no deposit on any day before it
    db.execute(sql`select count(*) as count from (select distinct f.member_id from ${teamDays}
        and f.deposit_entries > 0) d
      where not exists (select 1 from member_day_figures e
        where e.member_id = d.member_id and e.day < ${query.from}::date and e.deposit_entries > 0)`),
    // per day, where a member has one row a day (the table's key), so "active" counts rows with no
    // distinct: one hash aggregate by day, where a grouping set that also counted distinct
    // members over the whole range sorted every row of the range
    db.execute(sql`select to_char(f.day, 'YYYY-MM-DD') as day, sum(f.deposits) as deposits,
        sum(f.withdrawals) as withdrawals, sum(f.bets) as count, sum(f.stake) as stake,
        sum(f.valid_bet) as valid_bet, sum(f.payout) as payout, sum(f.win_loss) as win_loss,
        count(*) filter (where f.bets > 0) as active
      from ${teamDays} group by f.day`),
    // over the range a member who played on several days counts once: grouped by member (hashed)
    db.execute(sql`select count(*) as count from (select f.member_id from ${teamDays}
      and f.bets > 0 group by f.member_id) a`),
  ]);
  const [members] = rowsOf<Record<'team' | 'direct' | 'joined', Count>>(memberRows);
  const [first] = rowsOf<{ count: Count }>(firstRows);
  const [active] = rowsOf<{ count: Count }>(activeRows);

  const days = new Map<string, TeamDay>(rangeDays(query, now).map((day) => [day, emptyDay(day)]));
  // the range's money is the sum of its days' (every day row counts, as the days' sums do)
  const totals = { deposits: 0, withdrawals: 0, count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 };
  for (const row of rowsOf<
    FiguresRow & { day: string } & Record<'deposits' | 'withdrawals' | 'active', Count>
  >(rows)) {
    const figures = figuresOf(row);
    totals.deposits += Number(row.deposits);
    totals.withdrawals += Number(row.withdrawals);
    totals.count += figures.count;
    totals.stake += figures.stake;
    totals.validBet += figures.validBet;
    totals.payout += figures.payout;
    totals.winLoss += figures.winLoss;
    const day = days.get(row.day);
    if (!day) continue;
    day.deposits = Number(row.deposits);
    day.withdrawals = Number(row.withdrawals);
    day.validBet = figures.validBet;
    day.winLoss = figures.winLoss;
    day.activeMembers = Number(row.active);
  }
  return {
    teamSize: Number(members?.team ?? 0),
    directDownlines: Number(members?.direct ?? 0),
    newMembers: Number(members?.joined ?? 0),
    firstDepositors: Number(first?.count ?? 0),
    activeMembers: Number(active?.count ?? 0),
    deposits: totals.deposits,
    withdrawals: totals.withdrawals,
    bets: {
      count: totals.count,
      stake: totals.stake,
      validBet: totals.validBet,
      payout: totals.payout,
      winLoss: totals.winLoss,
    },
    days: [...days.values()],
  };
}
