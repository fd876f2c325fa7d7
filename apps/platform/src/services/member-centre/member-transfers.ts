import type { ErrorCode, MessageKind } from '@marquee/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { ledgerEntries, wallets } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { randomToken } from '../accounts/tokens';
import { isExcluded } from '../play-safe/exclusion-state';
import { oneAtATime } from '../wallet/one-at-a-time';
import { postLedgerEntry } from '../wallet/wallet';
import { sendMessage } from './messages';
import { wageringLeft } from './wagering';

/**
 * Money moved from one member's main wallet to another's: a member to their upline, an agent to a
 * direct downline. Each way is recorded under its own ledger kinds and key prefix.
 */
export interface TransferWay {
  /** the sender's ledger key is `<keyPrefix>:<idempotencyKey>`: a retried key finds the first transfer */
  keyPrefix: string;
  /** the receiver's ledger key is `<keyPrefix>-in:<transferNo>` */
  sentKind: string;
  receivedKind: string;
  /** the transfer number's first letter */
  numberPrefix: string;
  /** a message to each side, written in the same transaction */
  messages?: { sent: MessageKind; received: MessageKind };
  /** the refusal while the sender's money is still under a wagering requirement */
  wageringCode: Extract<ErrorCode, 'UPLINE_WAGERING_LEFT' | 'TEAM_WAGERING_LEFT'>;
  /** refuse a receiver in a time-out or self-exclusion (money sent to play with must not reach them) */
  closedToExcluded?: boolean;
}

export interface TransferRequest {
  amount: number;
  idempotencyKey: string;
}

export interface TransferResult {
  transferNo: string;
  amount: number;
  /** the sender's main balance after the transfer */
  balance: number;
}

/** The sender's transfer under this key, answered again (with the balance now), or null. */
export async function earlierTransfer(
  db: Db | Tx,
  way: TransferWay,
  memberId: number,
  idempotencyKey: string,
): Promise<TransferResult | null> {
  const [entry] = await db
    .select({ amount: ledgerEntries.amount, reference: ledgerEntries.reference })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        eq(ledgerEntries.idempotencyKey, `${way.keyPrefix}:${idempotencyKey}`),
      ),
    );
  if (!entry) return null;
  const [wallet] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  return { transferNo: entry.reference ?? '', amount: -entry.amount, balance: wallet?.balance ?? 0 };
}

/**
 * Money still under a wagering requirement (a deposit or a bonus not yet wagered) stays with the
 * sender: what the receiver gets is withdrawable there, so a transfer is held to the withdrawal's
 * rule and refused while any valid bets are left to place. Carrying the requirement over instead
 * would lock the receiver's own money for the sender's bonus.
 */
export async function refuseUnwagered(db: Db | Tx, way: TransferWay, memberId: number): Promise<void> {
  const left = await wageringLeft(db, memberId);
  if (left > 0) throw fail(400, way.wageringCode, { left: (left / 100).toFixed(2) });
}

/**
 * Moves the amount between two main wallets, after the sender's payment password was verified.
 * One transaction: both wallet rows locked in member-id order (two members sending to each other
 * lock in the same order, so neither waits on the other), the key and the wagering checked again
 * under the lock, then a ledger entry on each side (and the messages), all or nothing.
 */
export function moveBetween(
  db: Db,
  way: TransferWay,
  from: number,
  to: number,
  request: TransferRequest,
  now: Date,
): Promise<TransferResult> {
  return oneAtATime(db, from, () =>
    db.transaction(async (tx) => {
      const locked = await tx
        .select({ memberId: wallets.memberId })
        .from(wallets)
        .where(inArray(wallets.memberId, [from, to]))
        .orderBy(wallets.memberId)
        .for('update');
      if (locked.length !== 2) throw notFound('Wallet not found');
      const earlier = await earlierTransfer(tx, way, from, request.idempotencyKey);
      if (earlier) return earlier;
      // under the wallet lock: no bet, claim or deposit of the sender's lands before the move
      await refuseUnwagered(tx, way, from);
      if (way.closedToExcluded && (await isExcluded(tx, to, now))) throw fail(403, 'DOWNLINE_EXCLUDED');
      const transferNo = `${way.numberPrefix}${randomToken(12)}`;
      // postLedgerEntry refuses a balance below zero: the lock makes its check the last word
      const sent = await postLedgerEntry(
        tx,
        {
          memberId: from,
          amount: -request.amount,
          kind: way.sentKind,
          idempotencyKey: `${way.keyPrefix}:${request.idempotencyKey}`,
          reference: transferNo,
        },
        now,
      );
      await postLedgerEntry(
        tx,
        {
          memberId: to,
          amount: request.amount,
          kind: way.receivedKind,
          idempotencyKey: `${way.keyPrefix}-in:${transferNo}`,
          reference: transferNo,
        },
        now,
      );
      if (way.messages) {
        await sendMessage(
          tx,
          { memberId: from, kind: way.messages.sent, amount: request.amount, orderNo: transferNo },
          now,
        );
        await sendMessage(
          tx,
          { memberId: to, kind: way.messages.received, amount: request.amount, orderNo: transferNo },
          now,
        );
      }
      return { transferNo, amount: request.amount, balance: sent.balance };
    }),
  );
}
