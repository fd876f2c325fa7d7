import {
  brandToday,
  type ScreenshotType,
  type WithdrawalConfirmRequest,
  type WithdrawalInfo,
  type WithdrawalOrder,
  type WithdrawalProof,
  type WithdrawalRequest,
  type WithdrawalStatus,
} from '@marquee/api-client/contract';
import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { bankAccounts, members, wallets, withdrawalOrders } from '../../db/schema';
import { fail, HttpError, notFound } from '../../http/http-error';
import { brandBanks } from '../../reference/banks';
import { BRAND_WITHDRAWAL } from '../../reference/brand';
import { vipLevel } from '../../reference/vip-levels';
import { CONTACT_CHANGE_HOLD_MS } from '../account-security/contact-bindings';
import { verifyPaymentPassword } from '../account-security/payment-password';
import { isUniqueViolation } from '../accounts/members';
import { randomToken } from '../accounts/tokens';
import { MINUTE } from '../clock';
import type { AccountDeps } from '../deps';
import { cleanImage, type ImageCodes, reserveImageStorage, takeUploadQuota } from '../media/uploaded-images';
import { brandDayStart } from '../records/brand-days';
import { InsufficientFundsError, postLedgerEntry } from '../wallet/wallet';
import { sendMessage } from './messages';
import { wageringLeft } from './wagering';

type OrderRow = typeof withdrawalOrders.$inferSelect;

const RECENT_WITHDRAWALS = 20;
/** The longest reason an operator gives for a rejection, in characters. */
export const REJECT_REASON_MAX_CHARS = 500;

const mask = (number: string) => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

function view(row: OrderRow): WithdrawalOrder {
  return {
    orderNo: row.orderNo,
    amount: row.amount,
    status: row.status as WithdrawalStatus,
    bankName: brandBanks().find((bank) => bank.code === row.bankCode)?.name ?? row.bankCode,
    accountNumber: mask(row.accountNumber),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    confirmBy: row.confirmBy?.toISOString() ?? null,
    receivedAmount: row.receivedAmount,
    hasProof: row.proofType !== null,
  };
}

/** Today's withdrawals (rejected ones give their allowance back). */
async function usedToday(db: Db | Tx, memberId: number, now: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${withdrawalOrders.amount}), 0)`,
    })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.memberId, memberId),
        ne(withdrawalOrders.status, 'REJECTED'),
        gte(withdrawalOrders.createdAt, brandDayStart(brandToday(now))),
      ),
    );
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
}

export async function withdrawalInfo(db: Db, memberId: number, now: Date): Promise<WithdrawalInfo> {
  const [member] = await db
    .select({
      balance: wallets.balance,
      paymentPasswordHash: members.paymentPasswordHash,
      rankLevel: members.rankLevel,
    })
    .from(members)
    .innerJoin(wallets, eq(wallets.memberId, members.id))
    .where(eq(members.id, memberId));
  if (!member) throw notFound('Wallet not found');
  const daily = vipLevel(member.rankLevel).withdrawal;
  const used = await usedToday(db, memberId, now);
  const left = await wageringLeft(db, memberId);
  return {
    balance: member.balance,
    withdrawable: left > 0 ? 0 : member.balance,
    min: BRAND_WITHDRAWAL.min,
    max: BRAND_WITHDRAWAL.max,
    remainingCount: Math.max(0, daily.dailyCount - used.count),
    remainingAmount: Math.max(0, daily.dailyAmount - used.amount),
    wageringLeft: left,
    confirmMinutes: BRAND_WITHDRAWAL.confirmMinutes,
    hasPaymentPassword: member.paymentPasswordHash !== null,
  };
}

export interface NewWithdrawal {
  amount: number;
  bankAccountId: string;
  idempotencyKey: string;
}

async function orderByKey(db: Db | Tx, memberId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.memberId, memberId), eq(withdrawalOrders.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/**
 * The checks that need no lock, made before the payment password is even looked at (so a plainly
 * wrong amount costs no attempt); placeWithdrawal checks the balance again under the lock.
 */
async function checkWithdrawal(db: Db, memberId: number, request: NewWithdrawal) {
  const accounts = await db
    .select({ publicId: bankAccounts.publicId })
    .from(bankAccounts)
    .where(eq(bankAccounts.memberId, memberId));
  if (accounts.length === 0) throw fail(400, 'BANK_ACCOUNT_REQUIRED');
  // another member's account answers exactly like one that does not exist
  if (!accounts.some((account) => account.publicId === request.bankAccountId))
    throw notFound('Bank account not found');
  if (request.amount < BRAND_WITHDRAWAL.min)
    throw fail(400, 'AMOUNT_BELOW_MIN', { min: BRAND_WITHDRAWAL.min / 100 });
  if (request.amount > BRAND_WITHDRAWAL.max)
    throw fail(400, 'AMOUNT_ABOVE_MAX', { max: BRAND_WITHDRAWAL.max / 100 });
  const [wallet] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  if (request.amount > (wallet?.balance ?? 0)) throw new InsufficientFundsError();
}

/**
 * A changed mobile or email holds withdrawals for 24 hours: who took a session over and moved the
 * contacts cannot cash out before the member, told at the old contact, can react.
 */
async function requireNoContactChangeHold(deps: AccountDeps, memberId: number): Promise<void> {
  const [member] = await deps.db
    .select({ contactChangedAt: members.contactChangedAt })
    .from(members)
    .where(eq(members.id, memberId));
  const until = member?.contactChangedAt
    ? new Date(member.contactChangedAt.getTime() + CONTACT_CHANGE_HOLD_MS)
    : null;
  if (until && until.getTime() > deps.clock.now().getTime())
    throw fail(400, 'WITHDRAWAL_HELD', {
      until: `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    });
}

/**
 * A member's withdrawal request: a retry of the same key answers its order; then the checks, the
 * payment password (a wrong one counts towards its lockout) and the locked hold.
 */
export async function requestWithdrawal(
  deps: AccountDeps,
  memberId: number,
  request: WithdrawalRequest,
): Promise<WithdrawalOrder> {
  const earlier = await orderByKey(deps.db, memberId, request.idempotencyKey);
  if (earlier) return view(earlier);
  await requireNoContactChangeHold(deps, memberId);
  await checkWithdrawal(deps.db, memberId, request);
  await verifyPaymentPassword(deps, memberId, request.paymentPassword);
  return placeWithdrawal(deps.db, memberId, request, deps.clock.now());
}

/**
 * Makes the order and holds its amount, after the payment password was verified. One transaction
 * with the member's wallet row locked first (as transfers and game rounds lock it): the daily
 * limits, the wagering left and the balance are checked against what no parallel withdrawal,
 * transfer or bet can change before the hold is written, so parallel requests never overdraw or
 * pass a daily limit together.
 */
export async function placeWithdrawal(
  db: Db,
  memberId: number,
  request: NewWithdrawal,
  now: Date,
): Promise<WithdrawalOrder> {
  try {
    const row = await db.transaction(async (tx) => {
      const [wallet] = await tx
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(eq(wallets.memberId, memberId))
        .for('update');
      if (!wallet) throw notFound('Wallet not found');
      const earlier = await orderByKey(tx, memberId, request.idempotencyKey);
      if (earlier) return earlier;
      const [account] = await tx
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.memberId, memberId), eq(bankAccounts.publicId, request.bankAccountId)));
      if (!account) throw notFound('Bank account not found');
      // the daily limits are the member's VIP level's (a level-up meanwhile only raises them)
      const [member] = await tx
        .select({ rankLevel: members.rankLevel })
        .from(members)
        .where(eq(members.id, memberId));
      const daily = vipLevel(member?.rankLevel ?? null).withdrawal;
      const used = await usedToday(tx, memberId, now);
      if (used.count >= daily.dailyCount)
        throw fail(400, 'WITHDRAWAL_DAILY_COUNT', { max: daily.dailyCount });
      const remaining = daily.dailyAmount - used.amount;
      if (request.amount > remaining)
        throw fail(400, 'WITHDRAWAL_DAILY_AMOUNT', { left: (Math.max(0, remaining) / 100).toFixed(2) });
      const left = await wageringLeft(tx, memberId);
      if (left > 0) throw fail(400, 'WAGERING_LEFT', { left: (left / 100).toFixed(2) });
      if (request.amount > wallet.balance) throw new InsufficientFundsError();
      const [created] = await tx
        .insert(withdrawalOrders)
        .values({
          orderNo: `W${randomToken(12)}`,
          memberId,
          amount: request.amount,
          status: 'PENDING',
          bankCode: account.bankCode,
          accountName: account.accountName,
          accountNumber: account.accountNumber,
          idempotencyKey: request.idempotencyKey,
          createdAt: now,
        })
        .returning();
      await postLedgerEntry(
        tx,
        {
          memberId,
          amount: -request.amount,
          kind: 'WITHDRAWAL',
          idempotencyKey: `withdrawal:${created!.orderNo}`,
          reference: created!.orderNo,
        },
        now,
      );
      return created!;
    });
    return view(row);
  } catch (error) {
    // the same key raced in on another connection: its order is the answer
    if (isUniqueViolation(error, 'withdrawal_orders_member_key')) {
      const earlier = await orderByKey(db, memberId, request.idempotencyKey);
      if (earlier) return view(earlier);
    }
    throw error;
  }
}

/** Approved orders left unconfirmed past their minutes become AUTO_RECEIVED, for good. */
export async function autoReceiveWithdrawals(db: Db | Tx, now: Date, memberId?: number): Promise<number> {
  const done = await db
    .update(withdrawalOrders)
    .set({ status: 'AUTO_RECEIVED', confirmedAt: now })
    .where(
      and(
        eq(withdrawalOrders.status, 'APPROVED'),
        lte(withdrawalOrders.confirmBy, now),
        memberId === undefined ? undefined : eq(withdrawalOrders.memberId, memberId),
      ),
    )
    .returning({ id: withdrawalOrders.id });
  return done.length;
}

export async function recentWithdrawals(db: Db, memberId: number): Promise<WithdrawalOrder[]> {
  const rows = await db
    .select()
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.memberId, memberId))
    .orderBy(desc(withdrawalOrders.createdAt), desc(withdrawalOrders.id))
    .limit(RECENT_WITHDRAWALS);
  return rows.map(view);
}

export interface PendingWithdrawal {
  orderNo: string;
  account: string;
  amount: number;
  bankCode: string;
  accountNumber: string;
  createdAt: Date;
}

/** Withdrawals waiting for the operator, oldest first (the CLI's list). */
export async function pendingWithdrawals(db: Db): Promise<PendingWithdrawal[]> {
  return db
    .select({
      orderNo: withdrawalOrders.orderNo,
      account: members.account,
      amount: withdrawalOrders.amount,
      bankCode: withdrawalOrders.bankCode,
      accountNumber: withdrawalOrders.accountNumber,
      createdAt: withdrawalOrders.createdAt,
    })
    .from(withdrawalOrders)
    .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
    .where(eq(withdrawalOrders.status, 'PENDING'))
    .orderBy(asc(withdrawalOrders.createdAt), asc(withdrawalOrders.id));
}

type Review = { decision: 'APPROVED' } | { decision: 'REJECTED'; reason: string };

/**
 * The operator's decision on a pending order, with the member's message, in one transaction: a
 * rejection releases the hold with a ledger entry, an approval marks the money paid out and starts
 * the member's confirmation time. The same decision again changes nothing; the other is refused.
 */
export function reviewWithdrawal(
  db: Db,
  orderNo: string,
  review: Review,
  now: Date,
): Promise<'reviewed' | 'replayed'> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(withdrawalOrders)
      .where(eq(withdrawalOrders.orderNo, orderNo))
      .for('update');
    if (!order) throw notFound('Order not found');
    if (order.status !== 'PENDING') {
      const approved = order.status !== 'REJECTED';
      if (approved === (review.decision === 'APPROVED')) return 'replayed';
      throw new HttpError(409, `Order is ${order.status}`);
    }
    if (review.decision === 'REJECTED') {
      await postLedgerEntry(
        tx,
        {
          memberId: order.memberId,
          amount: order.amount,
          kind: 'WITHDRAWAL_RELEASE',
          idempotencyKey: `withdrawal-release:${order.orderNo}`,
          reference: order.orderNo,
        },
        now,
      );
    }
    await tx
      .update(withdrawalOrders)
      .set({
        status: review.decision,
        reviewedAt: now,
        rejectReason: review.decision === 'REJECTED' ? review.reason : null,
        confirmBy:
          review.decision === 'APPROVED'
            ? new Date(now.getTime() + BRAND_WITHDRAWAL.confirmMinutes * MINUTE)
            : null,
      })
      .where(eq(withdrawalOrders.id, order.id));
    await sendMessage(
      tx,
      {
        memberId: order.memberId,
        kind: review.decision === 'APPROVED' ? 'WITHDRAWAL_APPROVED' : 'WITHDRAWAL_REJECTED',
        amount: order.amount,
        orderNo: order.orderNo,
      },
      now,
    );
    return 'reviewed';
  });
}

/**
 * Demo only: the orders pending longer than `delayMs` are approved as the operator would, through
 * reviewWithdrawal, so a demo withdrawal finishes on its own.
 */
export async function autoApproveWithdrawals(db: Db, now: Date, delayMs: number): Promise<number> {
  const due = (await pendingWithdrawals(db)).filter(
    (order) => order.createdAt.getTime() + delayMs <= now.getTime(),
  );
  for (const order of due) await reviewWithdrawal(db, order.orderNo, { decision: 'APPROVED' }, now);
  return due.length;
}

const PROOF_CODES: ImageCodes = { type: 'PROOF_TYPE', size: 'PROOF_SIZE' };

/** Which confirmation may follow which status. */
const CONFIRMABLE_FROM: Record<WithdrawalConfirmRequest['confirmation'], WithdrawalStatus> = {
  RECEIVED: 'APPROVED',
  NOT_RECEIVED: 'APPROVED',
  // closes a dispute: the rest of a payout reported as not received arrived after all
  FULLY_PAID: 'NOT_RECEIVED',
};

/**
 * The member's word on an approved payout: RECEIVED, NOT_RECEIVED (with a proof image and what did
 * arrive) or, after a NOT_RECEIVED, FULLY_PAID. The same confirmation again answers the order as it
 * is; once its minutes passed the order is AUTO_RECEIVED and nothing can change it. Another
 * member's order answers 404.
 */
export async function confirmWithdrawal(
  deps: AccountDeps,
  memberId: number,
  ip: string,
  request: WithdrawalConfirmRequest,
): Promise<WithdrawalOrder> {
  const { db } = deps;
  const now = deps.clock.now();
  const disputed = request.confirmation === 'NOT_RECEIVED';
  if (disputed && !request.proof) throw fail(400, 'PROOF_REQUIRED');
  if (disputed && request.proof) await takeUploadQuota(deps, memberId, ip);
  const proof = disputed && request.proof ? cleanImage(request.proof, PROOF_CODES) : null;
  // an order past its minutes is settled as received before anything else may touch it
  await autoReceiveWithdrawals(db, now, memberId);
  const row = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.memberId, memberId), eq(withdrawalOrders.orderNo, request.orderNo)))
      .for('update');
    if (!order) throw notFound('Order not found');
    if (order.status === request.confirmation) return order;
    if (order.status !== CONFIRMABLE_FROM[request.confirmation])
      throw fail(409, 'WITHDRAWAL_NOT_CONFIRMABLE');
    const received = disputed ? (request.receivedAmount ?? 0) : null;
    if (received !== null && (received < 0 || received >= order.amount)) throw fail(400, 'RECEIVED_AMOUNT');
    if (proof) await reserveImageStorage(tx, memberId, proof);
    const [updated] = await tx
      .update(withdrawalOrders)
      .set({
        status: request.confirmation,
        confirmedAt: now,
        ...(proof ? { proofType: proof.type, proof: proof.data, receivedAmount: received } : {}),
      })
      .where(eq(withdrawalOrders.id, order.id))
      .returning();
    return updated!;
  });
  return view(row);
}

/** The proof image of one of the member's orders; another member's answers like a missing one. */
export async function withdrawalProof(db: Db, memberId: number, orderNo: string): Promise<WithdrawalProof> {
  const [row] = await db
    .select({ type: withdrawalOrders.proofType, data: withdrawalOrders.proof })
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.memberId, memberId), eq(withdrawalOrders.orderNo, orderNo)));
  if (!row?.type || !row.data) throw notFound('Proof not found');
  return { type: row.type as ScreenshotType, data: row.data };
}
