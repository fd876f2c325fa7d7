import { isPaymentPassword, type PaymentPasswordRequest } from '@marquee/api-client/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { members, paymentPasswordFailures } from '../../db/schema';
import { fail } from '../../http/http-error';
import { lockKeys } from '../accounts/advisory-lock';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import { currentMember } from '../accounts/profile';
import { MINUTE } from '../clock';
import type { AccountDeps } from '../deps';

/**
 * Like the login: 5 wrong payment passwords within 15 minutes lock the checks for 5 minutes after
 * the latest. Only wrong answers count: the password is compared first, then its verdict is
 * settled under a lock on the member (locked → 429 whatever the answer, wrong → one more failure),
 * so a burst of parallel guesses is told at most 5 "wrong", and right answers in flight never
 * lock each other out.
 */
const FAILURE_WINDOW_MS = 15 * MINUTE;
const LOCK_AFTER_FAILURES = 5;
const LOCK_MS = 5 * MINUTE;

async function isLocked(db: Db | Tx, memberId: number, now: Date): Promise<boolean> {
  const [tally] = await db
    .select({
      failures: sql<number>`count(*)`.mapWith(Number),
      latest: sql<unknown>`max(${paymentPasswordFailures.at})`,
    })
    .from(paymentPasswordFailures)
    .where(
      and(
        eq(paymentPasswordFailures.memberId, memberId),
        gt(paymentPasswordFailures.at, new Date(now.getTime() - FAILURE_WINDOW_MS)),
      ),
    );
  const latest = tally?.latest ? new Date(tally.latest as string | Date) : null;
  return (
    (tally?.failures ?? 0) >= LOCK_AFTER_FAILURES &&
    latest !== null &&
    now.getTime() - latest.getTime() < LOCK_MS
  );
}

/** Records the verdict of one check, or refuses it (429) when the member is locked by then. */
async function settleAttempt(deps: AccountDeps, memberId: number, right: boolean): Promise<void> {
  const now = deps.clock.now();
  const locked = await deps.db.transaction(async (tx) => {
    await lockKeys(tx, [`payment-password:member:${memberId}`]);
    if (await isLocked(tx, memberId, now)) return true;
    if (right) await tx.delete(paymentPasswordFailures).where(eq(paymentPasswordFailures.memberId, memberId));
    else await tx.insert(paymentPasswordFailures).values({ memberId, at: now });
    return false;
  });
  if (locked) throw fail(429, 'TOO_MANY_ATTEMPTS');
  if (!right) throw fail(400, 'WRONG_PAYMENT_PASSWORD');
}

/**
 * Checks the member's payment password behind the throttle: PAYMENT_PASSWORD_NOT_SET without one,
 * 429 while locked, WRONG_PAYMENT_PASSWORD for a wrong one (which is counted). Withdrawals,
 * transfers and the removal of a bank account call it before they act.
 */
export async function verifyPaymentPassword(
  deps: AccountDeps,
  memberId: number,
  password: string,
): Promise<void> {
  const member = await currentMember(deps, memberId);
  if (!member.paymentPasswordHash) throw fail(400, 'PAYMENT_PASSWORD_NOT_SET');
  // a locked member's guesses are not even hashed
  if (await isLocked(deps.db, memberId, deps.clock.now())) throw fail(429, 'TOO_MANY_ATTEMPTS');
  await settleAttempt(deps, memberId, await verifyPassword(password, member.paymentPasswordHash));
}

/** Sets the payment password, or changes it when the right old one comes with the new. */
export async function savePaymentPassword(
  deps: AccountDeps,
  memberId: number,
  request: PaymentPasswordRequest,
): Promise<void> {
  if (!isPaymentPassword(request.paymentPassword)) throw fail(400, 'PAYMENT_PASSWORD_FORMAT');
  if (request.paymentPassword !== request.confirmPaymentPassword) throw fail(400, 'CONFIRM_MISMATCH');
  const member = await currentMember(deps, memberId);
  const hash = await hashPassword(request.paymentPassword);
  if (member.paymentPasswordHash) {
    if (!request.oldPaymentPassword) throw fail(400, 'OLD_PAYMENT_PASSWORD_REQUIRED');
    await verifyPaymentPassword(deps, memberId, request.oldPaymentPassword);
    await deps.db
      .update(members)
      .set({ paymentPasswordHash: hash })
      .where(and(eq(members.id, memberId), eq(members.paymentPasswordHash, member.paymentPasswordHash)));
    return;
  }
  // set once without the old one: a parallel first set must not overwrite the other's
  const set = await deps.db
    .update(members)
    .set({ paymentPasswordHash: hash })
    .where(and(eq(members.id, memberId), sql`${members.paymentPasswordHash} is null`))
    .returning({ id: members.id });
  if (set.length !== 1) throw fail(400, 'OLD_PAYMENT_PASSWORD_REQUIRED');
}
