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
 * The members who played in the range, each once. When no member of the team played after it
 * (a range up to today), they are those whose latest day of play lies in it: the team's days'
 * `last_active`, no member's days read. Else one day's own count (null: the caller has it), or
 * one probe of each member's days.
 */
async function activeOver(db: Db, agentId: number, query: TeamOverviewQuery) {
  const [latest] = rowsOf<Record<'count' | 'later', Count>>(
    await db.execute(sql`select coalesce(sum(last_active) filter (where day <= ${query.to}::date), 0) as count,
        coalesce(sum(last_active) filter (where day > ${query.to}::date), 0) as later
      from team_day_figures where agent_id = ${agentId} and day >= ${query.from}::date`),
  );
  if (Number(latest?.later ?? 0) === 0) return Number(latest?.count ?? 0);
  if (query.from === query.to) return null;
  const [row] = rowsOf<{ count: Count }>(
    await db.execute(sql`select count(*) as count from member_tree t where t.ancestor_id = ${agentId}
      and exists (select 1 from member_day_figures f where f.member_id = t.descendant_id
        and f.day >= ${query.from}::date and f.day <= ${query.to}::date and f.bets > 0)`),
  );
  return Number(row?.count ?? 0);
}

/**
 * The team overview over a range: the team's size now, and what joined,
 * deposited first, played and moved money per brand day from the team's own figures per day
 * (`team_day_figures`, kept by the database with every write of its members' figures): a month is
 * 30 rows whatever the team's size, and the members active over it (`activeOver`) from those rows
 * too for a range up to today.
 */
export async function teamOverview(
  db: Db,
  agentId: number,
  query: TeamOverviewQuery,
  now: Date,
): Promise<TeamOverview> {
  await teamReport(db, agentId, query, now);
  const inRange = sql`day >= ${query.from}::date and day <= ${query.to}::date`;

  // independent reads, side by side where the database has connections to spare (PostgreSQL)
  const [memberRows, rows, activeRows] = await Promise.all([
    // everyone who ever joined the team is in it (an upline never changes): the days' joined, added up
    db.execute(sql`select coalesce(sum(joined), 0) as team, (select count(*) from member_tree
        where ancestor_id = ${agentId} and depth = 1) as direct
      from team_day_figures where agent_id = ${agentId}`),
    // a day's figures are held in stripes (migration 0048), added up here
    db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, sum(joined) as joined,
        sum(first_depositors) as first_depositors, sum(deposits) as deposits, sum(withdrawals) as withdrawals,
        sum(bets) as count, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout,
        sum(win_loss) as win_loss, sum(active) as active
      from team_day_figures where agent_id = ${agentId} and ${inRange} group by day`),
    activeOver(db, agentId, query),
  ]);
  const [members] = rowsOf<Record<'team' | 'direct', Count>>(memberRows);

  const days = new Map<string, TeamDay>(rangeDays(query, now).map((day) => [day, emptyDay(day)]));
  // the range's money is the sum of its days' (every day row counts, as the days' sums do)
  const totals = {
    joined: 0,
    firstDepositors: 0,
    active: 0,
    deposits: 0,
    withdrawals: 0,
    count: 0,
    stake: 0,
    validBet: 0,
    payout: 0,
    winLoss: 0,
  };
  for (const row of rowsOf<
    FiguresRow & { day: string } & Record<
        'joined' | 'first_depositors' | 'deposits' | 'withdrawals' | 'active',
        Count
      >
  >(rows)) {
    const figures = figuresOf(row);
    totals.joined += Number(row.joined);
    totals.firstDepositors += Number(row.first_depositors);
    totals.active += Number(row.active);
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
    newMembers: totals.joined,
    firstDepositors: totals.firstDepositors,
    activeMembers: activeRows ?? totals.active,
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
