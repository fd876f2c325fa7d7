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

  const [members] = rowsOf<Record<'team' | 'direct' | 'joined', Count>>(
    await db.execute(sql`select count(*) as team, count(*) filter (where t.depth = 1) as direct,
      count(*) filter (where m.created_at >= ${from} and m.created_at < ${until}) as joined
      from member_tree t join members m on m.id = t.descendant_id where t.ancestor_id = ${agentId}`),
  );

  // a first depositor's first deposit day lies in the range: no deposit on any day before it
  const [first] = rowsOf<{ count: Count }>(
    await db.execute(sql`select count(*) as count from (select distinct f.member_id from ${teamDays}
        and f.deposit_entries > 0) d
      where not exists (select 1 from member_day_figures e
        where e.member_id = d.member_id and e.day < ${query.from}::date and e.deposit_entries > 0)`),
  );

  // per day, and once over the range, where a member who played on several days counts once
  const rows = rowsOf<
    FiguresRow & { day: string | null } & Record<'deposits' | 'withdrawals' | 'active', Count>
  >(
    await db.execute(sql`select to_char(f.day, 'YYYY-MM-DD') as day, sum(f.deposits) as deposits,
        sum(f.withdrawals) as withdrawals, sum(f.bets) as count, sum(f.stake) as stake,
        sum(f.valid_bet) as valid_bet, sum(f.payout) as payout, sum(f.win_loss) as win_loss,
        count(distinct f.member_id) filter (where f.bets > 0) as active
      from ${teamDays} group by grouping sets ((f.day), ())`),
  );

  const days = new Map<string, TeamDay>(rangeDays(query, now).map((day) => [day, emptyDay(day)]));
  let totals: (typeof rows)[number] | undefined;
  for (const row of rows) {
    if (row.day === null) {
      totals = row;
      continue;
    }
    const day = days.get(row.day);
    if (!day) continue;
    const figures = figuresOf(row);
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
    activeMembers: Number(totals?.active ?? 0),
    deposits: Number(totals?.deposits ?? 0),
    withdrawals: Number(totals?.withdrawals ?? 0),
    bets: figuresOf(totals),
    days: [...days.values()],
  };
}
