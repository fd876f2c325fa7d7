import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { chatOperatorSignInFailures } from '../../db/tables/chat';
import { lockKeys } from '../accounts/advisory-lock';
import { MINUTE } from '../clock';

/**
 * Console sign-ins are throttled like the members' password logins (accounts/login-throttle.ts),
 * counted over 15 minutes:
 * at 5 failures the name-and-IP pair or the IP is locked for 5 minutes after its latest failure.
 * The name as a whole is never locked: wrong passwords from anyone's addresses must not lock an
 * operator out from their own.
 * An attempt is reserved (its row written) under a lock on its keys before the slow password
 * check, so parallel guesses cannot all read the same count.
 */
const FAILURE_WINDOW_MS = 15 * MINUTE;
const LOCK_PAIR_OR_IP_AFTER = 5;
const LOCK_MS = 5 * MINUTE;

type Reservation = { id: number } | { retryAfterSeconds: number };

const asDate = (value: unknown) => (value ? new Date(value as string | Date) : null);

/**
 * Reserves one password check for `typed` from `ip`, or tells how long the lock that refuses it
 * still lasts. The reservation counts as a failure until settleOperatorSignIn takes it back.
 */
export async function reserveOperatorSignIn(
  db: Db,
  typed: string,
  ip: string,
  now: Date,
): Promise<Reservation> {
  const name = typed.toLowerCase();
  const t = chatOperatorSignInFailures;
  return db.transaction(async (tx) => {
    await lockKeys(tx, [`chat-operator:ip:${ip}`]);
    const isPair = and(eq(t.name, name), eq(t.ip, ip));
    const isIp = eq(t.ip, ip);
    const [row] = await tx
      .select({
        pair: sql<number>`count(*) filter (where ${isPair})`.mapWith(Number),
        pairLatest: sql<unknown>`max(${t.at}) filter (where ${isPair})`,
        ip: sql<number>`count(*) filter (where ${isIp})`.mapWith(Number),
        ipLatest: sql<unknown>`max(${t.at}) filter (where ${isIp})`,
      })
      .from(t)
      .where(and(isIp, gt(t.at, new Date(now.getTime() - FAILURE_WINDOW_MS))));
    const lockedFor = (failures: number, latest: unknown, limit: number) => {
      const at = asDate(latest);
      return failures >= limit && at ? at.getTime() + LOCK_MS - now.getTime() : 0;
    };
    const remainingMs = Math.max(
      lockedFor(row?.pair ?? 0, row?.pairLatest, LOCK_PAIR_OR_IP_AFTER),
      lockedFor(row?.ip ?? 0, row?.ipLatest, LOCK_PAIR_OR_IP_AFTER),
    );
    if (remainingMs > 0) return { retryAfterSeconds: Math.ceil(remainingMs / 1000) };
    const [reserved] = await tx.insert(t).values({ name, ip, at: now }).returning({ id: t.id });
    if (!reserved) throw new Error('operator sign-in attempt not reserved');
    return { id: reserved.id };
  });
}

/** After a right password: the pair's failures (the reservation among them) go. */
export async function clearOperatorSignInFailures(db: Db, typed: string, ip: string): Promise<void> {
  const t = chatOperatorSignInFailures;
  await db.delete(t).where(and(eq(t.name, typed.toLowerCase()), eq(t.ip, ip)));
}
