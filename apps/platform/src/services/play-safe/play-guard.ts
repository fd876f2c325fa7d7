import type { ErrorCode } from '@marquee/api-client/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { namedStatement } from '../../db/prepared';
import { playLimits } from '../../db/schema';
import { fail } from '../../http/http-error';
import { MINUTE } from '../clock';
import { rowsOf } from '../records/bet-sources';
import { refuseWhileExcluded } from './exclusion-state';
import { brandMoment, limitFirstDay, limitWindow, moneyParam } from './periods';

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

type Row = Record<string, string | number | null>;
const read = (row: Row | undefined, column: string) => Number(row?.[column] ?? 0);
const byPeriod = (row: Row | undefined, prefix: string): Record<MoneyPeriod, number> => ({
  DAY: read(row, `${prefix}_day`),
  WEEK: read(row, `${prefix}_week`),
  MONTH: read(row, `${prefix}_month`),
});

/**
 * What each money limit has used in its period at `at`: deposits ordered (pending or credited),
 * total stakes (the ledger's BET, LOTTERY_BET and TRANSFER_IN), and net loss (stakes less the
 * ledger's WIN, LOTTERY_WIN and TRANSFER_OUT: wins and money back from game wallets). Stakes and
 * returns are read from `member_day_figures`, which the ledger's trigger keeps per member and brand
 * day in the writing transaction (migration 0041): every period is whole brand days, so a month of
 * play is at most 37 keyed rows, not every entry. Deposit orders, a few a day, are read only when
 * a deposit limit is asked for.
 */
export async function usedInPeriods(
  tx: Pick<Tx, 'execute'>,
  memberId: number,
  at: Date,
  kinds: ReadonlySet<'DEPOSIT' | 'LOSS' | 'WAGER'> = new Set(['DEPOSIT', 'LOSS', 'WAGER']),
): Promise<Used> {
  const first = Object.fromEntries(
    MONEY_PERIODS.map((period) => [period, limitFirstDay(period, at)]),
  ) as Record<MoneyPeriod, string>;
  const earliest: MoneyPeriod = first.WEEK < first.MONTH ? 'WEEK' : 'MONTH';
  let play: Row | undefined;
  if (kinds.has('LOSS') || kinds.has('WAGER')) {
    const from = (period: MoneyPeriod) => sql`day >= ${first[period]}::date`;
    [play] = rowsOf<Row>(
      await tx.execute(sql`select
          coalesce(sum(play_stakes) filter (where ${from('DAY')}), 0) as wager_day,
          coalesce(sum(play_stakes) filter (where ${from('WEEK')}), 0) as wager_week,
          coalesce(sum(play_stakes) filter (where ${from('MONTH')}), 0) as wager_month,
          coalesce(sum(play_stakes - play_returns) filter (where ${from('DAY')}), 0) as loss_day,
          coalesce(sum(play_stakes - play_returns) filter (where ${from('WEEK')}), 0) as loss_week,
          coalesce(sum(play_stakes - play_returns) filter (where ${from('MONTH')}), 0) as loss_month
        from member_day_figures
        where member_id = ${memberId} and day >= ${first[earliest]}::date`),
    );
  }
  let orders: Row | undefined;
  if (kinds.has('DEPOSIT')) {
    const since = (period: MoneyPeriod) => sql`created_at >= ${limitWindow(period, at).from}`;
    [orders] = rowsOf<Row>(
      await tx.execute(sql`select
          coalesce(sum(amount) filter (where ${since('DAY')}), 0) as deposit_day,
          coalesce(sum(amount) filter (where ${since('WEEK')}), 0) as deposit_week,
          coalesce(sum(amount) filter (where ${since('MONTH')}), 0) as deposit_month
        from deposit_orders
        where member_id = ${memberId} and created_at >= ${limitWindow(earliest, at).from}
          and status in ('PENDING', 'CREDITED')`),
    );
  }
  return {
    DEPOSIT: byPeriod(orders, 'deposit'),
    LOSS: byPeriod(play, 'loss'),
    WAGER: byPeriod(play, 'wager'),
  };
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
  judgePlay(memberId, action, at, await limitsWithUse(tx, memberId, action.kind, at), session);
}

/**
 * guardPlay's verdict on the rows of its read (limitsWithUse's, or the same read made by the
 * caller's own statement: see stakeLimitsJson).
 */
export function judgePlay(
  memberId: number,
  action: GuardedAction,
  at: Date,
  rows: readonly LimitWithUse[],
  session?: { startedAt: Date },
): void {
  refuseWhileExcluded(exclusionOf(memberId, rows[0]), at);
  const limits = rows.filter((row) => row.kind !== null);
  if (limits.length === 0) return;
  let tightest: { kind: keyof typeof REFUSAL; period: MoneyPeriod; left: number } | null = null;
  for (const limit of limits) {
    if (limit.kind === 'SESSION') {
      if (session) checkSessionTime(Number(limit.amount), session.startedAt, at);
      continue;
    }
    const kind = limit.kind as keyof typeof REFUSAL;
    const period = limit.period as MoneyPeriod;
    const left = Number(limit.amount) - Number(limit.used ?? 0);
    if (action.amount > left && (!tightest || left < tightest.left)) tightest = { kind, period, left };
  }
  if (tightest) {
    throw fail(400, REFUSAL[tightest.kind], {
      left: moneyParam(tightest.left),
      resets: brandMoment(limitWindow(tightest.period, at).until),
    });
  }
}

/** A limit with its use (null columns for a member without limits), beside the member's exclusion. */
export type LimitWithUse = {
  kind: string | null;
  period: string | null;
  amount: number | string | null;
  used: number | string | null;
  exclusion_kind: string | null;
  exclusion_duration: string | null;
  exclusion_started_at: Date | string | null;
  exclusion_ends_at: Date | string | null;
  exclusion_reopen_requested_at: Date | string | null;
};

/** LimitWithUse's exclusion columns, of the member's `play_exclusions` row joined as `e`. */
export const exclusionColumns = sql`e.kind as exclusion_kind, e.duration as exclusion_duration,
  e.started_at as exclusion_started_at, e.ends_at as exclusion_ends_at,
  e.reopen_requested_at as exclusion_reopen_requested_at`;

/** The exclusion row the guard's statement read with the limits (undefined: none). */
function exclusionOf(memberId: number, row: LimitWithUse | undefined) {
  if (!row?.exclusion_kind || !row.exclusion_started_at || !row.exclusion_ends_at) return undefined;
  return {
    memberId,
    kind: row.exclusion_kind,
    duration: row.exclusion_duration ?? '',
    startedAt: new Date(row.exclusion_started_at),
    endsAt: new Date(row.exclusion_ends_at),
    reopenRequestedAt: row.exclusion_reopen_requested_at ? new Date(row.exclusion_reopen_requested_at) : null,
  };
}

/** Where limit `l`'s period starts: the statement's day, week or month parameter, as a `type`. */
const periodStart = (type: 'date' | 'timestamptz') =>
  sql`(case l.period when 'DAY' then ${sql.placeholder('day')} when 'WEEK' then ${sql.placeholder('week')}
    else ${sql.placeholder('month')} end)::${sql.raw(type)}`;
/** periodStart's parameters, each period's start as `start` gives it. */
const periodStarts = (start: (period: MoneyPeriod) => string) => ({
  day: start('DAY'),
  week: start('WEEK'),
  month: start('MONTH'),
});
const figures = (sum: SQL) =>
  sql`(select coalesce(sum(${sum}), 0) from member_day_figures f
      where f.member_id = l.member_id and f.day >= ${periodStart('date')})`;

/** The guard's statement with `used` for the action's limits of `kinds`: see limitsWithUse. */
const limitsStatement = (name: string, used: SQL, kinds: SQL) =>
  namedStatement<LimitWithUse>(
    name,
    // one row per limit, or one of nulls without any, each with the exclusion (if any) beside it
    sql`select l.kind, l.period, l.amount, ${used} as used, ${exclusionColumns}
      from (select ${sql.placeholder('memberId')}::integer as member_id) m
      left join play_exclusions e on e.member_id = m.member_id
      left join play_limits l on l.member_id = m.member_id and l.kind in ${kinds}`,
  );

/** What a stake's limit (`l`) has used in its period. */
const stakeUse = sql`case l.kind when 'WAGER' then ${figures(sql`f.play_stakes`)}
    when 'LOSS' then ${figures(sql`f.play_stakes - f.play_returns`)} end`;
const stakeKinds = sql`('LOSS', 'WAGER', 'SESSION')`;

const limitsOfPlay = limitsStatement('play_guard_stake', stakeUse, stakeKinds);

/**
 * The member's (`member`) limits on a stake with their use, as a JSON array (null without limits)
 * of rows of limitsWithUse without the exclusion's columns: for a statement of the caller that
 * reads them with the wallet (the round's), with the placeholders of stakeLimitValues. Their use
 * changes only with a ledger entry, which writes the wallet row: a caller that writes only if that
 * row is unchanged (postEntriesIfUnchanged) judged the use its stake adds to.
 */
export const stakeLimitsJson = (member: SQL) =>
  sql`(select json_agg(json_build_object('kind', l.kind, 'period', l.period, 'amount', l.amount, 'used', ${stakeUse}))
    from play_limits l where l.member_id = ${member} and l.kind in ${stakeKinds})`;

/** The placeholders' values of the stake's limits at `at`: the first day of each period. */
export const stakeLimitValues = (at: Date) => periodStarts((period) => limitFirstDay(period, at));

const limitsOfDeposits = limitsStatement(
  'play_guard_deposit',
  sql`(select coalesce(sum(o.amount), 0) from deposit_orders o
    where o.member_id = l.member_id and o.status in ('PENDING', 'CREDITED')
      and o.created_at >= ${periodStart('timestamptz')})`,
  sql`('DEPOSIT')`,
);

/**
 * The member's limits on `action` with what each has used in its period, and the member's
 * time-out or self-exclusion, in one statement: a member without limits or exclusion pays for two
 * indexed reads that find no row, and each limit's use is a subquery run only for the limits that
 * exist (stakes and net loss summed over the at most 37 day rows of `member_day_figures`, deposit
 * orders over the period's few orders). One statement rather than a read of the exclusion, of the
 * limits and then of their use: the statement, not the rows it reads, is most of the check's cost.
 * It is named (planned once per connection): every round runs it.
 */
function limitsWithUse(
  tx: Pick<Tx, '_'>,
  memberId: number,
  action: GuardedAction['kind'],
  at: Date,
): Promise<LimitWithUse[]> {
  if (action === 'DEPOSIT') {
    const since = periodStarts((period) => limitWindow(period, at).from.toISOString());
    return limitsOfDeposits(tx, { memberId, ...since });
  }
  return limitsOfPlay(tx, { memberId, ...stakeLimitValues(at) });
}
