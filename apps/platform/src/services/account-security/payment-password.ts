import { isPaymentPassword, type PaymentPasswordRequest } from '@marquee/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import { fail } from '../../http/http-error';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import { currentMember } from '../accounts/profile';
import { type FailureLock, isLockedByFailures, settleCheck } from '../accounts/rate-limit';
import { MINUTE } from '../clock';
import type { AccountDeps } from '../deps';

/**
 * Like the login: 5 wrong payment passwords within 15 minutes lock the checks for 5 minutes after
 * the latest. Only wrong answers count: the password is compared first and its verdict settled
 * under the member's lock (settleCheck), so a burst of guesses is told at most 5 "wrong", and
 * right answers in flight never lock each other out.
 */
const failureLock = (memberId: number): FailureLock => ({
  key: `payment-password:member:${memberId}`,
  limit: 5,
  windowMs: 15 * MINUTE,
  lockMs: 5 * MINUTE,
});

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
  const lock = failureLock(memberId);
  // a locked member's guesses are not even hashed
  if (await isLockedByFailures(deps.db, lock, deps.clock.now())) throw fail(429, 'TOO_MANY_ATTEMPTS');
  const verdict = await settleCheck(deps, lock, await verifyPassword(password, member.paymentPasswordHash));
  if (verdict === 'locked') throw fail(429, 'TOO_MANY_ATTEMPTS');
  if (verdict === 'wrong') throw fail(400, 'WRONG_PAYMENT_PASSWORD');
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
