import type { ErrorCode } from '@marquee/api-client/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { playLimits } from '../../db/schema';
import { fail } from '../../http/http-error';
import { MINUTE } from '../clock';
import { rowsOf } from '../records/bet-sources';
import { requireNotExcluded } from './exclusion-state';
import { brandMoment, type LimitWindow, limitWindow, moneyParam } from './periods';

/** What the guard is asked to let through: a stake (game round, lottery slip, transfer into a game wallet) or a deposit order. */
export type GuardedAction = { kind: 'STAKE' | 'DEPOSIT'; amount: number };

type MoneyPeriod = 'DAY' | 'WEEK' | 'MONTH';
const MONEY_PERIODS: readonly MoneyPeriod[] = ['DAY', 'WEEK', 'MONTH'];

const REFUSAL: Record<'DEPOSIT' | 'LOSS' | 'WAGER', ErrorCode> = {
  DEPOSIT: 'DEPOSIT_LIMIT_REACHED',
  LOSS: 'LOSS_LIMIT_REACHED',
  WAGER: 'WAGER_LIMIT_REACHED',
};

type Used = Record<'DEPOSIT' | 'LOSS' | 'WAGER', Record<MoneyPeriod, number>>;

/**
 * What each money limit has used in its period at `at`: deposits ordered (pending or credited),
 * total stakes, and net loss (stakes less wins and money back from game wallets). One read of the
 * ledger and one of the orders, each from the earliest period start.
 */
export async function usedInPeriods(tx: Pick<Tx, 'execute'>, memberId: number, at: Date): Promise<Used> {
  const windows = Object.fromEntries(
    MONEY_PERIODS.map((period) => [period, limitWindow(period, at)]),
  ) as Record<MoneyPeriod, LimitWindow>;
  const earliest = new Date(Math.min(...MONEY_PERIODS.map((period) => windows[period].from.getTime())));
  const since = (period: MoneyPeriod) => sql`created_at >= ${windows[period].from}`;
  const stake = sql`kind in ('BET', 'LOTTERY_BET', 'TRANSFER_IN')`;
  const [play] = rowsOf<Record<string, string | number | null>>(
    await tx.execute(sql`select
        coalesce(-sum(amount) filter (where ${stake} and ${since('DAY')}), 0) as wager_day,
        coalesce(-sum(amount) filter (where ${stake} and ${since('WEEK')}), 0) as wager_week,
        coalesce(-sum(amount) filter (where ${stake} and ${since('MONTH')}), 0) as wager_month,
        coalesce(-sum(amount) filter (where ${since('DAY')}), 0) as loss_day,
        coalesce(-sum(amount) filter (where ${since('WEEK')}), 0) as loss_week,
        coalesce(-sum(amount) filter (where ${since('MONTH')}), 0) as loss_month
      from ledger_entries
      where member_id = ${memberId} and created_at >= ${earliest}
        and kind in ('BET', 'LOTTERY_BET', 'TRANSFER_IN', 'WIN', 'LOTTERY_WIN', 'TRANSFER_OUT')`),
  );
  const [orders] = rowsOf<Record<string, string | number | null>>(
    await tx.execute(sql`select
        coalesce(sum(amount) filter (where ${since('DAY')}), 0) as deposit_day,
        coalesce(sum(amount) filter (where ${since('WEEK')}), 0) as deposit_week,
        coalesce(sum(amount) filter (where ${since('MONTH')}), 0) as deposit_month
      from deposit_orders
      where member_id = ${memberId} and created_at >= ${earliest} and status in ('PENDING', 'CREDITED')`),
  );
  const read = (row: Record<string, string | number | null> | undefined, column: string) =>
    Number(row?.[column] ?? 0);
  const of = (row: typeof play, prefix: string) => ({
    DAY: read(row, `${prefix}_day`),
    WEEK: read(row, `${prefix}_week`),
    MONTH: read(row, `${prefix}_month`),
  });
  return { DEPOSIT: of(orders, 'deposit'), LOSS: of(play, 'loss'), WAGER: of(play, 'wager') };
}

/** Refuses once a session time limit of `minutes` has run since the session began. */
function checkSessionTime(minutes: number, startedAt: Date, at: Date): void {
  if (at.getTime() - startedAt.getTime() >= minutes * MINUTE)
    throw fail(400, 'SESSION_TIME_LIMIT', { minutes });
}

/**
 * The session time limit at a game's launch: a member whose session has used its minutes is
 * refused before a game opens, as its first round would be (the launch moves no money, so this
 * read needs no lock).
 */
export async function requireSessionTimeLeft(
  db: Db | Tx,
  memberId: number,
  sessionStartedAt: Date,
  at: Date,
): Promise<void> {
  const [limit] = await db
    .select({ amount: playLimits.amount })
    .from(playLimits)
    .where(and(eq(playLimits.memberId, memberId), eq(playLimits.kind, 'SESSION')));
  if (limit) checkSessionTime(limit.amount, sessionStartedAt, at);
}

/**
 * The responsible gaming check of a limited action, in the action's own transaction and after
 * its lock on the member (the wallet row, or the deposit lock), so the sums read here are the sums
 * the action then adds to: parallel stakes queue and each sees the one before. Refuses while a
 * time-out or self-exclusion holds the account, once the session's time limit is up, and when the
 * action would take a limit past its amount (a stake counts in full against the loss limit: it
 * may all be lost), naming the limit, what is left and when its period starts again.
 */
export async function guardPlay(
  tx: Tx,
  memberId: number,
  action: GuardedAction,
  at: Date,
  session?: { startedAt: Date },
): Promise<void> {
  await requireNotExcluded(tx, memberId, at);
  const kinds = action.kind === 'DEPOSIT' ? ['DEPOSIT'] : ['LOSS', 'WAGER', 'SESSION'];
  const limits = await tx
    .select({ kind: playLimits.kind, period: playLimits.period, amount: playLimits.amount })
    .from(playLimits)
    .where(and(eq(playLimits.memberId, memberId), inArray(playLimits.kind, kinds)));
  if (limits.length === 0) return;
  const sessionLimit = limits.find((limit) => limit.kind === 'SESSION');
  if (sessionLimit && session) checkSessionTime(sessionLimit.amount, session.startedAt, at);
  const money = limits.filter((limit) => limit.kind !== 'SESSION');
  if (money.length === 0) return;
  const used = await usedInPeriods(tx, memberId, at);
  let tightest: { kind: keyof typeof REFUSAL; period: MoneyPeriod; left: number } | null = null;
  for (const limit of money) {
    const kind = limit.kind as keyof typeof REFUSAL;
    const period = limit.period as MoneyPeriod;
    const left = limit.amount - used[kind][period];
    if (action.amount > left && (!tightest || left < tightest.left)) tightest = { kind, period, left };
  }
  if (tightest) {
    throw fail(400, REFUSAL[tightest.kind], {
      left: moneyParam(tightest.left),
      resets: brandMoment(limitWindow(tightest.period, at).until),
    });
  }
}
