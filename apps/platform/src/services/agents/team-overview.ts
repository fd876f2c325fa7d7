import type { TeamDay, TeamOverview, TeamOverviewQuery } from '@marquee/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import {
  type FiguresRow,
  figuresOf,
  LOTTERY_FIGURES,
  LOTTERY_FROM,
  lotteryWhere,
  ROUND_FIGURES,
  roundsWhere,
  rowsOf,
  SUM_FIGURES,
} from '../records/bet-sources';
import { dayOf } from '../records/profit';
import { rangeDays } from '../records/record-range';
import { DEPOSIT_KINDS, teamReport, WITHDRAWAL_KINDS } from './team';

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
 * the range, and the money of the range per brand day, all read from the team's members, ledger
 * and bets (the betting record's sources and rules), in four grouped queries on the team's ids.
 */
export async function teamOverview(
  db: Db,
  agentId: number,
  query: TeamOverviewQuery,
  now: Date,
): Promise<TeamOverview> {
  const { team, filter, from, until } = await teamReport(db, agentId, query, now);

  const [members] = rowsOf<Record<'team' | 'direct' | 'joined', Count>>(
    await db.execute(sql`select count(*) as team, count(*) filter (where t.depth = 1) as direct,
      count(*) filter (where m.created_at >= ${from} and m.created_at < ${until}) as joined
      from member_tree t join members m on m.id = t.descendant_id where t.ancestor_id = ${agentId}`),
  );

  const [first] = rowsOf<{ count: Count }>(
    await db.execute(sql`select count(*) as count from (
      select min(created_at) as first from ledger_entries
      where member_id in (${team}) and ${DEPOSIT_KINDS} group by member_id) f
      where f.first >= ${from} and f.first < ${until}`),
  );

  const money = rowsOf<{ day: string; deposits: Count; withdrawals: Count }>(
    await db.execute(sql`select to_char(${dayOf(sql`created_at`)}, 'YYYY-MM-DD') as day,
      coalesce(sum(amount) filter (where ${DEPOSIT_KINDS}), 0) as deposits,
      coalesce(-sum(amount) filter (where ${WITHDRAWAL_KINDS}), 0) as withdrawals
      from ledger_entries
      where member_id in (${team}) and created_at >= ${from} and created_at < ${until}
        and (${DEPOSIT_KINDS} or ${WITHDRAWAL_KINDS})
      group by 1`),
  );

  const branches: SQL[] = [];
  const rounds = roundsWhere(filter);
  const lottery = lotteryWhere(filter);
  if (rounds)
    branches.push(sql`select ${dayOf(sql`b.created_at`)} as day, b.member_id, ${ROUND_FIGURES}
      from bets b where ${rounds} group by 1, 2`);
  if (lottery)
    branches.push(sql`select ${dayOf(sql`lb.placed_at`)} as day, lb.member_id, ${LOTTERY_FIGURES}
      from ${LOTTERY_FROM} where ${lottery} group by 1, 2`);
  // per day and member first, so a day counts each member once however many bets they placed
  const play = rowsOf<FiguresRow & { day: string | null; active: Count }>(
    await db.execute(sql`with per_member as (
        select day, member_id, ${SUM_FIGURES} from (${sql.join(branches, sql` union all `)}) t group by 1, 2)
      select to_char(day, 'YYYY-MM-DD') as day, ${SUM_FIGURES}, count(*) as active
        from per_member group by day
      union all
      select null, ${SUM_FIGURES}, count(distinct member_id) from per_member`),
  );

  const days = new Map<string, TeamDay>(rangeDays(query, now).map((day) => [day, emptyDay(day)]));
  let deposits = 0;
  let withdrawals = 0;
  for (const row of money) {
    const day = days.get(row.day);
    deposits += Number(row.deposits);
    withdrawals += Number(row.withdrawals);
    if (!day) continue;
    day.deposits = Number(row.deposits);
    day.withdrawals = Number(row.withdrawals);
  }
  let bets = figuresOf(undefined);
  let activeMembers = 0;
  for (const row of play) {
    const figures = figuresOf(row);
    if (row.day === null) {
      bets = figures;
      activeMembers = Number(row.active ?? 0);
      continue;
    }
    const day = days.get(row.day);
    if (!day) continue;
    day.validBet = figures.validBet;
    day.winLoss = figures.winLoss;
    day.activeMembers = Number(row.active);
  }
  return {
    teamSize: Number(members?.team ?? 0),
    directDownlines: Number(members?.direct ?? 0),
    newMembers: Number(members?.joined ?? 0),
    firstDepositors: Number(first?.count ?? 0),
    activeMembers,
    deposits,
    withdrawals,
    bets,
    days: [...days.values()],
  };
}
