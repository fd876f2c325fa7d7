import {
  type BetRecordTotals,
  BRAND_TIME_ZONE,
  type ProfitCategory,
  type ProfitDay,
  type ProfitQuery,
  type ProfitResponse,
} from '@marquee/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import {
  type FiguresRow,
  figuresOf,
  figuresUnion,
  LOTTERY_CATEGORY,
  rowsOf,
  SUM_FIGURES,
} from './bet-sources';
import { checkedRange, rangeDays } from './record-range';

/**
 * The brand day of an instant column, as the range's days are counted: a date to group by (cheaper
 * per row than text), written as YYYY-MM-DD once per group.
 */
export const dayOf = (column: SQL) => sql`(${column} at time zone ${BRAND_TIME_ZONE})::date`;

const ZERO: BetRecordTotals = figuresOf(undefined);

function add(into: BetRecordTotals, figures: BetRecordTotals): void {
  into.count += figures.count;
  into.stake += figures.stake;
  into.validBet += figures.validBet;
  into.payout += figures.payout;
  into.winLoss += figures.winLoss;
}

/**
 * The personal P&L: the betting record's bets over a range (same range rule and day boundary),
 * added up per brand day and category in one grouped pass over the member's index, then laid out
 * as every day of the range (zero where nothing was played), each category, and the totals.
 */
export async function profit(
  db: Db,
  memberId: number,
  query: ProfitQuery,
  now: Date,
): Promise<ProfitResponse> {
  const range = checkedRange(query, now);
  const filter = { memberId, ...range, query: query.category ? { category: query.category } : {} };
  const union = figuresUnion(filter, {
    rounds: { columns: sql`${dayOf(sql`b.created_at`)} as day, b.category`, groupBy: sql`1, 2` },
    lottery: {
      columns: sql`${dayOf(sql`lb.placed_at`)} as day, ${LOTTERY_CATEGORY}::text as category`,
      groupBy: sql`1`,
    },
  });
  const groups = union
    ? rowsOf<FiguresRow & { day: string; category: string }>(
        await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, category, ${SUM_FIGURES}
          from (${union}) t group by day, category`),
      )
    : [];

  const days = new Map<string, ProfitDay>(rangeDays(query, now).map((day) => [day, { day, ...ZERO }]));
  const categories = new Map<string, ProfitCategory>();
  const totals = { ...ZERO };
  for (const group of groups) {
    const figures = figuresOf(group);
    const day = days.get(group.day);
    // a bet after the brand's today (a clock set back) is in the totals but has no day on the axis
    if (day) add(day, figures);
    let category = categories.get(group.category);
    if (!category) {
      category = { category: group.category, ...ZERO };
      categories.set(group.category, category);
    }
    add(category, figures);
    add(totals, figures);
  }
  return {
    days: [...days.values()],
    categories: [...categories.values()].sort(
      (a, b) => b.stake - a.stake || a.category.localeCompare(b.category),
    ),
    totals,
  };
}
