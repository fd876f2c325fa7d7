import { and, count, eq, gt, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { rateEvents } from '../../db/schema';
import type { AccountDeps } from '../deps';
import { lockKeys } from './advisory-lock';

/** At most `limit` requests under `key` within `windowMs`. */
export interface Quota {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Takes one request from every quota at once, or from none: false when any of them is used up.
 * The counts and the new rows are one step under advisory locks on the keys, so a burst of
 * parallel requests cannot all read the same count.
 */
export async function takeQuota(deps: AccountDeps, quotas: Quota[]): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockKeys(
      tx,
      quotas.map((quota) => `rate:${quota.key}`),
    );
    for (const quota of quotas) {
      const [row] = await tx
        .select({ value: count() })
        .from(rateEvents)
        .where(
          and(eq(rateEvents.key, quota.key), gt(rateEvents.at, new Date(now.getTime() - quota.windowMs))),
        );
      if ((row?.value ?? 0) >= quota.limit) return false;
    }
    await tx.insert(rateEvents).values(quotas.map((quota) => ({ key: quota.key, at: now })));
    return true;
  });
}

/** Wrong answers under `key`: `limit` of them within `windowMs` lock the checks for `lockMs` after the latest. */
export interface FailureLock {
  key: string;
  limit: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Whether the failures lock the checks now. Read in the caller's transaction, which holds a lock
 * serialising the checks, so the verdict and the failure it records are one step.
 */
export async function isLockedByFailures(tx: Db | Tx, lock: FailureLock, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ failures: count(), latest: max(rateEvents.at) })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, lock.key), gt(rateEvents.at, new Date(now.getTime() - lock.windowMs))));
  const latest = row?.latest ? new Date(row.latest) : null;
  return (
    (row?.failures ?? 0) >= lock.limit && latest !== null && now.getTime() - latest.getTime() < lock.lockMs
  );
}

export async function recordFailure(tx: Tx, lock: FailureLock, now: Date): Promise<void> {
  await tx.insert(rateEvents).values({ key: lock.key, at: now });
}

export async function clearFailures(tx: Tx, lock: FailureLock): Promise<void> {
  await tx.delete(rateEvents).where(eq(rateEvents.key, lock.key));
}

/**
 * Settles the verdict of a slow check made before it (a password hash): under the key's lock, a
 * locked key refuses whatever the answer, a wrong answer is one more failure, a right one clears
 * them. So only wrong answers count, and a burst of parallel guesses is told at most `limit`
 * "wrong"; a caller first refuses a key locked already, so a locked member's guesses are not hashed.
 */
export async function settleCheck(
  deps: AccountDeps,
  lock: FailureLock,
  right: boolean,
): Promise<'right' | 'wrong' | 'locked'> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockKeys(tx, [lock.key]);
    if (await isLockedByFailures(tx, lock, now)) return 'locked';
    if (right) await clearFailures(tx, lock);
    else await recordFailure(tx, lock, now);
    return right ? 'right' : 'wrong';
  });
}
