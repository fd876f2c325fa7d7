import { POINT_EARNINGS_PAGE_SIZE, type PointEarningsResponse } from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { BRAND_POINTS } from '../../reference/brand';
import { figuresUnion, rowsOf } from '../records/bet-sources';
import { dayOf } from '../records/profit';

const EVER = new Date(0);

/**
 * The points the member's valid bets earned, by brand day, newest first. Points are counted over
 * the running total (a day earns what its valid bets add to the whole history's points), so the
 * days add up to exactly the points earned, however the bets fall across days.
 */
export async function pointEarnings(
  db: Db,
  memberId: number,
  page: number,
  now: Date,
): Promise<PointEarningsResponse> {
  // as the point balance counts: up to and including now
  const filter = { memberId, from: EVER, until: new Date(now.getTime() + 1), query: {} };
  const union = figuresUnion(filter, {
    rounds: { columns: sql`${dayOf(sql`b.created_at`)} as day`, groupBy: sql`1` },
    lottery: { columns: sql`${dayOf(sql`lb.placed_at`)} as day`, groupBy: sql`1` },
  });
  const rows = union
    ? rowsOf<{ day: string; valid_bet: string | number }>(
        await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, sum(valid_bet) as valid_bet
          from (${union}) t group by day having sum(valid_bet) > 0 order by day`),
      )
    : [];
  let total = 0;
  const days = rows.map((row) => {
    const validBet = Number(row.valid_bet);
    const before = Math.floor(total / BRAND_POINTS.validBetPerPoint);
    total += validBet;
    return { day: row.day, validBet, points: Math.floor(total / BRAND_POINTS.validBetPerPoint) - before };
  });
  days.reverse();
  const totalPages = Math.max(1, Math.ceil(days.length / POINT_EARNINGS_PAGE_SIZE));
  const start = (page - 1) * POINT_EARNINGS_PAGE_SIZE;
  return { rows: days.slice(start, start + POINT_EARNINGS_PAGE_SIZE), page, totalPages };
}
