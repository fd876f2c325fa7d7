import {
  UPLINE_TRANSFER_MIN,
  type UplineTransferInfo,
  type UplineTransferRequest,
  type UplineTransferResponse,
} from '@marquee/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/open';
import { ledgerEntries, members, wallets } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { verifyPaymentPassword } from '../account-security/payment-password';
import { randomToken } from '../accounts/tokens';
import type { AccountDeps } from '../deps';
import { oneAtATime } from '../wallet/one-at-a-time';
import { InsufficientFundsError, postLedgerEntry } from '../wallet/wallet';
import { sendMessage } from './messages';
import { wageringLeft } from './wagering';

const SENT_KIND = 'UPLINE_TRANSFER_OUT';
const RECEIVED_KIND = 'UPLINE_TRANSFER_IN';
/** The member's ledger key of one attempt: a retried key finds the first transfer's entry. */
const sentKey = (idempotencyKey: string) => `upline:${idempotencyKey}`;

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

async function earlierTransfer(db: Db | Tx, memberId: number, idempotencyKey: string) {
  const [entry] = await db
    .select({ amount: ledgerEntries.amount, reference: ledgerEntries.reference })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.idempotencyKey, sentKey(idempotencyKey))),
    );
  return entry ?? null;
}

async function replayOf(db: Db | Tx, memberId: number, idempotencyKey: string) {
  const entry = await earlierTransfer(db, memberId, idempotencyKey);
  if (!entry) return null;
  const [wallet] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  return { transferNo: entry.reference ?? '', amount: -entry.amount, balance: wallet?.balance ?? 0 };
}

/**
 * Money still under a wagering requirement (a deposit or a bonus not yet wagered) stays with the
 * member: what an agent receives is withdrawable there, so a transfer is held to the withdrawal's
 * rule and refused while any valid bets are left to place (UPLINE_WAGERING_LEFT). Carrying the
 * requirement over instead would lock the agent's own money for a downline's bonus.
 */
async function refuseUnwagered(db: Db | Tx, memberId: number): Promise<void> {
  const left = await wageringLeft(db, memberId);
  if (left > 0) throw fail(400, 'UPLINE_WAGERING_LEFT', { left: (left / 100).toFixed(2) });
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
  const earlier = await replayOf(deps.db, memberId, request.idempotencyKey);
  if (earlier) return earlier;
  if (request.amount < UPLINE_TRANSFER_MIN)
    throw fail(400, 'AMOUNT_BELOW_MIN', { min: (UPLINE_TRANSFER_MIN / 100).toFixed(2) });
  if (request.amount > member.balance) throw new InsufficientFundsError();
  await refuseUnwagered(deps.db, memberId);
  await verifyPaymentPassword(deps, memberId, request.paymentPassword);
  return moveToUpline(deps.db, memberId, member.uplineId, request, deps.clock.now());
}

/**
 * Moves the amount from the member's main wallet to the upline's, after the payment password was
 * verified. One transaction: both wallet rows locked in member-id order (two members sending to
 * each other lock in the same order, so neither waits on the other), the key and the wagering
 * checked again under the lock, then a ledger entry on each side and a message to each, all or nothing.
 */
export function moveToUpline(
  db: Db,
  memberId: number,
  uplineId: number,
  request: Pick<UplineTransferRequest, 'amount' | 'idempotencyKey'>,
  now: Date,
): Promise<UplineTransferResponse> {
  return oneAtATime(db, memberId, () =>
    db.transaction(async (tx) => {
      const locked = await tx
        .select({ memberId: wallets.memberId })
        .from(wallets)
        .where(inArray(wallets.memberId, [memberId, uplineId]))
        .orderBy(wallets.memberId)
        .for('update');
      if (locked.length !== 2) throw notFound('Wallet not found');
      const earlier = await replayOf(tx, memberId, request.idempotencyKey);
      if (earlier) return earlier;
      // under the wallet lock: no bet, claim or deposit of the member's lands before the move
      await refuseUnwagered(tx, memberId);
      const transferNo = `U${randomToken(12)}`;
      // postLedgerEntry refuses a balance below zero: the lock makes its check the last word
      const sent = await postLedgerEntry(
        tx,
        {
          memberId,
          amount: -request.amount,
          kind: SENT_KIND,
          idempotencyKey: sentKey(request.idempotencyKey),
          reference: transferNo,
        },
        now,
      );
      await postLedgerEntry(
        tx,
        {
          memberId: uplineId,
          amount: request.amount,
          kind: RECEIVED_KIND,
          idempotencyKey: `upline-in:${transferNo}`,
          reference: transferNo,
        },
        now,
      );
      await sendMessage(
        tx,
        { memberId, kind: 'UPLINE_TRANSFER_SENT', amount: request.amount, orderNo: transferNo },
        now,
      );
      await sendMessage(
        tx,
        { memberId: uplineId, kind: 'UPLINE_TRANSFER_RECEIVED', amount: request.amount, orderNo: transferNo },
        now,
      );
      return { transferNo, amount: request.amount, balance: sent.balance };
    }),
  );
}
