import { MISSION_LEADERBOARD_SIZE, type MissionLeaderboard } from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { maskName } from '../games/winners';
import { rowsOf } from '../records/bet-sources';
import { periodWindow } from './mission-periods';

/** The claimed mission rewards of the week holding `at`: their points are the leaderboard's. */
function weekClaims(at: Date) {
  const week = periodWindow('WEEKLY', at);
  return {
    week,
    where: sql`r.source = 'MISSION' and r.claimed_at >= ${week.from.toISOString()}
      and r.claimed_at < ${week.until.toISOString()}`,
  };
}

const POINTS = sql`coalesce(sum((r.detail->>'points')::integer), 0)`;

/** The member's mission points this week: the points of the missions whose reward was claimed in it. */
export async function missionPoints(db: Db, memberId: number, at: Date): Promise<number> {
  const { where } = weekClaims(at);
  const result = await db.execute(
    sql`select ${POINTS} as points from member_rewards r where r.member_id = ${memberId} and ${where}`,
  );
  return Number(rowsOf<{ points: string | number }>(result)[0]?.points ?? 0);
}

interface BoardRow {
  member_id: number;
  account: string;
  points: string | number;
  rank: string | number;
}

/**
 * This week's mission leaderboard: the top by points, ties to whoever reached their points first
 * (the earlier last claim), then to the earlier member, so the order never changes between reads;
 * names masked as the winner board masks them; and the member's own place wherever it is.
 */
export async function missionLeaderboard(db: Db, memberId: number, at: Date): Promise<MissionLeaderboard> {
  const { week, where } = weekClaims(at);
  const result = await db.execute(sql`
    with board as (
      select r.member_id, m.account, ${POINTS} as points, max(r.claimed_at) as reached
      from member_rewards r join members m on m.id = r.member_id
      where ${where}
      group by r.member_id, m.account
    ), ranked as (
      select member_id, account, points,
        row_number() over (order by points desc, reached asc, member_id asc) as rank
      from board
    )
    select member_id, account, points, rank from ranked
    where rank <= ${MISSION_LEADERBOARD_SIZE} or member_id = ${memberId}
    order by rank`);
  const rows = rowsOf<BoardRow>(result);
  const mine = rows.find((row) => Number(row.member_id) === memberId);
  return {
    week: week.key,
    top: rows
      .filter((row) => Number(row.rank) <= MISSION_LEADERBOARD_SIZE)
      .map((row) => ({
        rank: Number(row.rank),
        name: maskName(row.account),
        points: Number(row.points),
        me: Number(row.member_id) === memberId,
      })),
    mine: mine ? { rank: Number(mine.rank), points: Number(mine.points) } : { rank: null, points: 0 },
  };
}
