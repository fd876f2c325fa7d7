import {
  type PlayLimitChange,
  type PlayLimitKey,
  type PlayLimitKind,
  type PlayLimitPeriod,
  type PlayLimitSetting,
  type PlayLimitsResponse,
  playLimitProblem,
  type SetPlayLimitRequest,
} from '@marquee/api-client/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { playLimitChanges, playLimits } from '../../db/schema';
import { fail } from '../../http/http-error';
import type { PlaySafeRules } from '../../reference/brand';
import { DAY } from '../clock';
import { lockWallet } from '../wallet/wallet';
import { brandMoment, limitWindow, moneyParam } from './periods';
import { usedInPeriods } from './play-guard';

const HISTORY_SIZE = 50;

type LimitRow = typeof playLimits.$inferSelect;

const keyOf = (memberId: number, key: PlayLimitKey) =>
  and(eq(playLimits.memberId, memberId), eq(playLimits.kind, key.kind), eq(playLimits.period, key.period));

/** The member's limits with what each period has used, and the history of their changes. */
export async function readLimits(db: Db | Tx, memberId: number, at: Date, rules: PlaySafeRules) {
  const rows = await db.select().from(playLimits).where(eq(playLimits.memberId, memberId));
  const used = rows.some((row) => row.kind !== 'SESSION') ? await usedInPeriods(db, memberId, at) : null;
  const history = await db
    .select()
    .from(playLimitChanges)
    .where(eq(playLimitChanges.memberId, memberId))
    .orderBy(desc(playLimitChanges.at), desc(playLimitChanges.id))
    .limit(HISTORY_SIZE);
  const response: PlayLimitsResponse = {
    limits: rows.map((row) => {
      const money = row.kind === 'SESSION' ? null : (row.period as 'DAY' | 'WEEK' | 'MONTH');
      return {
        kind: row.kind as PlayLimitKind,
        period: row.period as PlayLimitPeriod,
        amount: row.amount,
        used: money && used ? used[row.kind as 'DEPOSIT' | 'LOSS' | 'WAGER'][money] : 0,
        resetsAt: money ? limitWindow(money, at).until.toISOString() : null,
        pending: row.pendingFrom
          ? {
              amount: row.pendingAmount,
              from: row.pendingFrom.toISOString(),
              confirmable: at.getTime() >= row.pendingFrom.getTime(),
            }
          : null,
      };
    }),
    waitDays: rules.raiseWaitDays,
    maxAmount: rules.maxAmount,
    maxMinutes: rules.maxMinutes,
    history: history.map(
      (change): PlayLimitChange => ({
        kind: change.kind as PlayLimitKind,
        period: change.period as PlayLimitPeriod,
        action: change.action as PlayLimitChange['action'],
        amount: change.amount,
        at: change.at.toISOString(),
      }),
    ),
  };
  return response;
}

/**
 * One change of a limit, in one transaction under the member's wallet lock, so it is ordered with
 * every stake and every other change (two tabs raising at once apply one after the other).
 */
async function changeLimit(
  db: Db,
  memberId: number,
  key: PlayLimitKey,
  change: (tx: Tx, row: LimitRow | undefined) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWallet(tx, memberId);
    const [row] = await tx.select().from(playLimits).where(keyOf(memberId, key)).for('update');
    await change(tx, row);
  });
}

const logChange = (
  tx: Tx,
  memberId: number,
  key: PlayLimitKey,
  action: PlayLimitChange['action'],
  amount: number | null,
  at: Date,
) => tx.insert(playLimitChanges).values({ memberId, kind: key.kind, period: key.period, action, amount, at });

/**
 * Refuses an amount the contract's rule refuses, with its code; `refused` (the envelope's value)
 * names the limit when several are set at once.
 */
function checkAmount(
  request: SetPlayLimitRequest,
  rules: PlaySafeRules,
  refused: PlayLimitKey | null = null,
) {
  if (request.amount === null) return;
  const problem = playLimitProblem(request.kind, request.amount, rules);
  if (problem === 'positive') throw fail(400, 'PLAY_LIMIT_POSITIVE', undefined, refused);
  if (problem === 'whole') throw fail(400, 'PLAY_LIMIT_WHOLE', undefined, refused);
  if (problem === 'max') {
    // minutes and money are worded apart: a client writes a money param with the brand's currency
    if (request.kind === 'SESSION')
      throw fail(400, 'PLAY_LIMIT_MAX_MINUTES', { max: rules.maxMinutes }, refused);
    throw fail(400, 'PLAY_LIMIT_MAX', { max: moneyParam(rules.maxAmount) }, refused);
  }
}

/**
 * One limit's change inside the caller's transaction, under the member's wallet lock: a first
 * limit or a decrease applies at once (a raise waiting is dropped with it); a raise or a removal
 * waits the brand's days and then needs the member's confirmation.
 */
async function applyLimit(
  tx: Tx,
  memberId: number,
  request: SetPlayLimitRequest,
  at: Date,
  rules: PlaySafeRules,
): Promise<void> {
  const { amount } = request;
  const [row] = await tx.select().from(playLimits).where(keyOf(memberId, request)).for('update');
  if (amount !== null && (!row || amount <= row.amount)) {
    const values = { amount, pendingFrom: null, pendingAmount: null, updatedAt: at };
    if (row) await tx.update(playLimits).set(values).where(keyOf(memberId, request));
    else
      await tx.insert(playLimits).values({ memberId, kind: request.kind, period: request.period, ...values });
    await logChange(tx, memberId, request, 'SET', amount, at);
    return;
  }
  // removing a limit that is not there changes nothing
  if (!row) return;
  const pendingFrom = new Date(at.getTime() + rules.raiseWaitDays * DAY);
  await tx
    .update(playLimits)
    .set({ pendingFrom, pendingAmount: amount, updatedAt: at })
    .where(keyOf(memberId, request));
  await logChange(tx, memberId, request, 'REQUESTED', amount, at);
}

/** Sets, lowers, raises or removes one limit (see applyLimit). */
export async function setLimit(
  db: Db,
  memberId: number,
  request: SetPlayLimitRequest,
  at: Date,
  rules: PlaySafeRules,
) {
  checkAmount(request, rules);
  await db.transaction(async (tx) => {
    await lockWallet(tx, memberId);
    await applyLimit(tx, memberId, request, at, rules);
  });
  return readLimits(db, memberId, at, rules);
}

/**
 * Several limits (each kind and period once, as the route checks) in one transaction: every amount
 * is checked before anything is written, so a refusal names its limit and sets none of them.
 */
export async function setLimits(
  db: Db,
  memberId: number,
  limits: readonly PlayLimitSetting[],
  at: Date,
  rules: PlaySafeRules,
) {
  for (const limit of limits) checkAmount(limit, rules, { kind: limit.kind, period: limit.period });
  await db.transaction(async (tx) => {
    await lockWallet(tx, memberId);
    for (const limit of limits) await applyLimit(tx, memberId, limit, at, rules);
  });
  return readLimits(db, memberId, at, rules);
}

/**
 * Settles the change waiting on a limit, as the member asks: under the wallet lock, refused when
 * none waits, logged with the waiting amount; answers the limits as they now are.
 */
async function settlePending(
  db: Db,
  memberId: number,
  key: PlayLimitKey,
  at: Date,
  rules: PlaySafeRules,
  action: 'CANCELLED' | 'CONFIRMED',
  settle: (tx: Tx, pending: { from: Date; amount: number | null }) => Promise<void>,
) {
  await changeLimit(db, memberId, key, async (tx, row) => {
    if (!row?.pendingFrom) throw fail(409, 'PLAY_LIMIT_NO_PENDING');
    await settle(tx, { from: row.pendingFrom, amount: row.pendingAmount });
    await logChange(tx, memberId, key, action, row.pendingAmount, at);
  });
  return readLimits(db, memberId, at, rules);
}

export async function cancelPendingLimit(
  db: Db,
  memberId: number,
  key: PlayLimitKey,
  at: Date,
  rules: PlaySafeRules,
) {
  return settlePending(db, memberId, key, at, rules, 'CANCELLED', async (tx) => {
    await tx
      .update(playLimits)
      .set({ pendingFrom: null, pendingAmount: null, updatedAt: at })
      .where(keyOf(memberId, key));
  });
}

/** Applies a raise or removal once its wait is over: never before, and only when the member asks. */
export async function confirmPendingLimit(
  db: Db,
  memberId: number,
  key: PlayLimitKey,
  at: Date,
  rules: PlaySafeRules,
) {
  return settlePending(db, memberId, key, at, rules, 'CONFIRMED', async (tx, pending) => {
    if (at.getTime() < pending.from.getTime())
      throw fail(409, 'PLAY_LIMIT_NOT_YET', { from: brandMoment(pending.from) });
    if (pending.amount === null) await tx.delete(playLimits).where(keyOf(memberId, key));
    else
      await tx
        .update(playLimits)
        .set({ amount: pending.amount, pendingFrom: null, pendingAmount: null, updatedAt: at })
        .where(keyOf(memberId, key));
  });
}
