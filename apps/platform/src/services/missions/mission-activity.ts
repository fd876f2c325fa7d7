import { BRAND_TIME_ZONE, shiftDay } from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import type { MissionDefinition } from '../../reference/missions';
import {
  type FiguresRow,
  figuresOf,
  LOTTERY_CATEGORY,
  LOTTERY_FIGURES,
  LOTTERY_FROM,
  lotteryWhere,
  ROUND_FIGURES,
  roundsWhere,
  rowsOf,
} from '../records/bet-sources';
import type { PeriodWindow } from './mission-periods';

/** What a member did in one mission period, as the missions count it. */
export interface Activity {
  /** game rounds played */
  rounds: number;
  /** valid bets per category: game rounds, and lottery bets once their draw is settled */
  validBets: Map<string, number>;
  /** money deposited (DEPOSIT ledger entries) */
  deposited: number;
  /** the most brand days signed in one after another */
  signInStreak: number;
}

/** The longest run of consecutive days in a sorted list of distinct YYYY-MM-DD days. */
function longestRun(days: readonly string[]): number {
  let longest = 0;
  let run = 0;
  days.forEach((day, index) => {
    run = index > 0 && shiftDay(days[index - 1]!, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/**
 * The member's activity in a period, from the records the money and games services write: the
 * betting record's bets (same sources and valid bet), the ledger's deposits and the sign-ins.
 */
export async function activityOf(db: Db, memberId: number, window: PeriodWindow): Promise<Activity> {
  const filter = { memberId, from: window.from, until: window.until, query: {} };
  const from = window.from.toISOString();
  const until = window.until.toISOString();
  const [roundRows, lotteryRows, depositRows, dayRows] = await Promise.all([
    db.execute(sql`select b.category, ${ROUND_FIGURES} from bets b where ${roundsWhere(filter)}
      group by b.category`),
    db.execute(sql`select ${LOTTERY_FIGURES} from ${LOTTERY_FROM} where ${lotteryWhere(filter)}`),
    // the deposit kinds the account record groups under DEPOSIT
    db.execute(sql`select coalesce(sum(amount), 0) as total from ledger_entries
      where member_id = ${memberId} and created_at >= ${from} and created_at < ${until}
      and (kind = 'DEPOSIT' or kind like 'DEPOSIT\_%') and amount > 0`),
    db.execute(sql`select distinct to_char((at at time zone ${BRAND_TIME_ZONE})::date, 'YYYY-MM-DD') as day
      from sign_ins where member_id = ${memberId} and at >= ${from} and at < ${until} order by 1`),
  ]);
  const validBets = new Map<string, number>();
  let rounds = 0;
  for (const row of rowsOf<FiguresRow & { category: string }>(roundRows)) {
    const figures = figuresOf(row);
    rounds += figures.count;
    validBets.set(row.category, figures.validBet);
  }
  const lottery = figuresOf(rowsOf<FiguresRow>(lotteryRows)[0]);
  if (lottery.validBet > 0)
    validBets.set(LOTTERY_CATEGORY, (validBets.get(LOTTERY_CATEGORY) ?? 0) + lottery.validBet);
  return {
    rounds,
    validBets,
    deposited: Number(rowsOf<{ total: string | number }>(depositRows)[0]?.total ?? 0),
    signInStreak: longestRun(rowsOf<{ day: string }>(dayRows).map((row) => row.day)),
  };
}

/** How far a mission is, from its period's activity: at most its target. */
export function progressOf(mission: MissionDefinition, activity: Activity): number {
  const done = {
    WAGER: activity.validBets.get(mission.category ?? '') ?? 0,
    ROUNDS: activity.rounds,
    DEPOSIT: activity.deposited,
    SIGN_IN_STREAK: activity.signInStreak,
  }[mission.kind];
  return Math.min(done, mission.target);
}
