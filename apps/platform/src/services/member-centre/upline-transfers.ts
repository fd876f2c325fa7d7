import {
  UPLINE_TRANSFER_MIN,
  type UplineTransferInfo,
  type UplineTransferRequest,
  type UplineTransferResponse,
} from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open';
import { members, wallets } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { verifyPaymentPassword } from '../account-security/payment-password';
import type { AccountDeps } from '../deps';
import { InsufficientFundsError } from '../wallet/wallet';
import {
  earlierTransfer,
  moveBetween,
  refuseUnwagered,
  type TransferRequest,
  type TransferWay,
} from './member-transfers';

/** A member's transfer to the own upline. */
const TO_UPLINE: TransferWay = {
  keyPrefix: 'upline',
  sentKind: 'UPLINE_TRANSFER_OUT',
  receivedKind: 'UPLINE_TRANSFER_IN',
  numberPrefix: 'U',
  messages: { sent: 'UPLINE_TRANSFER_SENT', received: 'UPLINE_TRANSFER_RECEIVED' },
  wageringCode: 'UPLINE_WAGERING_LEFT',
};

const upline = alias(members, 'upline');

async function memberWithUpline(db: Db, memberId: number) {
  const [row] = await db
    .select({
      toUpline: members.toUpline,
      paymentPasswordHash: members.paymentPasswordHash,
      balance: wallets.balance,
      uplineId: upline.id,
      uplineAccount: upline.account,
      uplineNickname: upline.nickname,
    })
    .from(members)
    .innerJoin(wallets, eq(wallets.memberId, members.id))
    .leftJoin(upline, eq(upline.id, members.uplineId))
    .where(eq(members.id, memberId));
  if (!row) throw notFound('Wallet not found');
  return row;
}

export async function uplineTransferInfo(db: Db, memberId: number): Promise<UplineTransferInfo> {
  const row = await memberWithUpline(db, memberId);
  const hasUpline = row.uplineId !== null;
  return {
    upline: hasUpline ? { account: row.uplineAccount ?? '', nickname: row.uplineNickname ?? '' } : null,
    enabled: hasUpline && row.toUpline,
    balance: row.balance,
    min: UPLINE_TRANSFER_MIN,
    hasPaymentPassword: row.paymentPasswordHash !== null,
  };
}

/**
 * A member's transfer to the own upline: a retry of the same key answers the first transfer; the
 * checks that need no lock come before the payment password (so a plainly wrong amount costs no
 * attempt), then the password (a wrong one counts towards its lockout) and the move itself.
 */
export async function transferToUpline(
  deps: AccountDeps,
  memberId: number,
  request: UplineTransferRequest,
): Promise<UplineTransferResponse> {
  const member = await memberWithUpline(deps.db, memberId);
  // one answer for both: the page tells the two apart from the info call
  if (member.uplineId === null || !member.toUpline) throw fail(400, 'NO_UPLINE');
  const earlier = await earlierTransfer(deps.db, TO_UPLINE, memberId, request.idempotencyKey);
  if (earlier) return earlier;
  if (request.amount < UPLINE_TRANSFER_MIN)
    throw fail(400, 'AMOUNT_BELOW_MIN', { min: (UPLINE_TRANSFER_MIN / 100).toFixed(2) });
  if (request.amount > member.balance) throw new InsufficientFundsError();
  await refuseUnwagered(deps.db, TO_UPLINE, memberId);
  await verifyPaymentPassword(deps, memberId, request.paymentPassword);
  return moveToUpline(deps.db, memberId, member.uplineId, request, deps.clock.now());
}

/** Moves the amount from the member's main wallet to the upline's (see moveBetween). */
export function moveToUpline(
  db: Db,
  memberId: number,
  uplineId: number,
  request: TransferRequest,
  now: Date,
): Promise<UplineTransferResponse> {
  return moveBetween(db, TO_UPLINE, memberId, uplineId, request, now);
}
