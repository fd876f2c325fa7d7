import {
  BRAND_TIME_ZONE,
  brandToday,
  type GameCategory,
  MEMBER_TYPE,
  type RebateCategoryDetail,
} from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { vipLevel } from '../../reference/vip-levels';
import { LOTTERY_CATEGORY } from '../records/bet-sources';
import { brandDayStart } from '../records/brand-days';
import { offerReward } from './offer-reward';

/** Nothing under 1.00 is offered: a rebate of a few cents is noise in the reward centre. */
const REBATE_MINIMUM = 100;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The brand day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The brand day before the one holding `now`: the last whole day, the one a rebate is for. */
export function brandYesterday(now: Date): string {
  const today = new Date(`${brandToday(now)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() - 1);
  return today.toISOString().slice(0, 10);
}

/** A day the job may run for: a real YYYY-MM-DD. */
export function isRebateDay(day: string): boolean {
  return DAY_PATTERN.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
}

interface BetRow {
  member_id: number;
  rank_level: number | null;
  category: string;
  valid_bet: string | number;
}

interface RebateRun {
  day: string;
  /** members who bet that day and whose rebate reached the minimum */
  members: number;
  /** of those, how many this run offered (the others had theirs already) */
  offered: number;
  total: number;
}

/**
 * The daily rebate for brand day `day` (YYYY-MM-DD, in the brand's time zone): each real member's
 * valid bets that day per game category (the betting record's: game rounds, and lottery bets
 * whose draw is settled, under LOTT) × their VIP level's rate for the category, in basis points,
 * rounded down per category, offered as one REBATE reward with offer key `REBATE:<day>` when it
 * comes to 1.00 or more. Trial accounts get none. Idempotent: the offer key is unique per member,
 * so running again, or twice at once, offers each member's rebate once. A lottery bet whose draw
 * settles after the run does not count: the job runs once the day is over, and draws of the demo
 * brand settle within minutes.
 */
export async function runDailyRebate(db: Db, day: string, now: Date): Promise<RebateRun> {
  if (!isRebateDay(day)) throw new Error(`a rebate day is YYYY-MM-DD, got '${day}'`);
  const from = brandDayStart(day).toISOString();
  const until = brandDayStart(nextDay(day)).toISOString();
  const result = await db.execute(sql`
    select m.id as member_id, m.rank_level, bets.category, sum(bets.valid_bet) as valid_bet
    from (
      select b.member_id, b.category, b.stake as valid_bet from bets b
        where b.created_at >= ${from} and b.created_at < ${until}
      union all
      select lb.member_id, ${LOTTERY_CATEGORY} as category, lb.stake as valid_bet
        from lottery_bets lb join lottery_draws d on d.id = lb.draw_id
        where lb.placed_at >= ${from} and lb.placed_at < ${until} and d.status = 'SETTLED'
    ) bets
    join members m on m.id = bets.member_id
    where m.is_agent <> ${MEMBER_TYPE.trial}
    group by m.id, m.rank_level, bets.category
    order by m.id, bets.category`);
  // both drivers (PGlite, node-postgres) answer a raw query with its rows under `rows`
  const rows = (result as unknown as { rows: BetRow[] }).rows;
  const byMember = new Map<number, { level: number; categories: RebateCategoryDetail[] }>();
  for (const row of rows) {
    const level = vipLevel(row.rank_level);
    const validBet = Number(row.valid_bet);
    const rateBps = level.rebateBps[row.category as GameCategory] ?? 0;
    const entry = byMember.get(row.member_id) ?? { level: level.level, categories: [] };
    entry.categories.push({
      category: row.category,
      validBet,
      rateBps,
      amount: Math.floor((validBet * rateBps) / 10_000),
    });
    byMember.set(row.member_id, entry);
  }
  const run: RebateRun = { day, members: 0, offered: 0, total: 0 };
  for (const [memberId, { level, categories }] of byMember) {
    const amount = categories.reduce((sum, category) => sum + category.amount, 0);
    if (amount < REBATE_MINIMUM) continue;
    run.members += 1;
    const offered = await offerReward(
      db,
      {
        memberId,
        source: 'REBATE',
        offerKey: `REBATE:${day}`,
        amount,
        detail: { day, timeZone: BRAND_TIME_ZONE, vipLevel: level, categories },
      },
      now,
    );
    if (offered) {
      run.offered += 1;
      run.total += amount;
    }
  }
  return run;
}
