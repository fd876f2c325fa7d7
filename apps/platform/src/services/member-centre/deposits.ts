import {
  DEPOSIT_EXPIRY_MINUTES,
  type DepositOrder,
  MAX_PENDING_DEPOSITS,
} from '@marquee/api-client/contract';
import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { depositOrders, members } from '../../db/schema';
import { fail, HttpError, notFound } from '../../http/http-error';
import { BANK_PAYEE, DEPOSIT_CHANNELS } from '../../reference/deposit-channels';
import { lockKeys } from '../accounts/advisory-lock';
import { randomToken } from '../accounts/tokens';
import { MINUTE } from '../clock';
import { guardPlay } from '../play-safe/play-guard';
import { postLedgerEntry } from '../wallet/wallet';
import { sendMessage } from './messages';
import type { ProviderResult } from './payment-signature';
import { offerWelcomeBonus } from './welcome-bonus';

type OrderRow = typeof depositOrders.$inferSelect;

/** Where the member pays a pending order; null outside demo mode (no provider is configured). */
export type PayUrlOf = (orderNo: string) => string | null;

const RECENT_DEPOSITS = 20;

const kindOf = (channel: string) =>
  DEPOSIT_CHANNELS.find((candidate) => candidate.code === channel)?.kind ?? 'EWALLET';

/** Channels the operator matches by hand (the member pays outside any provider). */
const BANK_CHANNELS = DEPOSIT_CHANNELS.filter((channel) => channel.kind === 'BANK').map(
  (channel) => channel.code,
);

function view(row: OrderRow, payUrlOf: PayUrlOf): DepositOrder {
  const kind = kindOf(row.channel);
  const pending = row.status === 'PENDING';
  return {
    orderNo: row.orderNo,
    channel: row.channel,
    kind,
    amount: row.amount,
    status: row.status as DepositOrder['status'],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    payUrl: pending && kind !== 'BANK' ? payUrlOf(row.orderNo) : null,
    payee: pending && kind === 'BANK' ? BANK_PAYEE : null,
  };
}

/** Pending orders past their 30 minutes become EXPIRED (no message: nothing moved). */
async function expireStale(db: Db | Tx, memberId: number, now: Date): Promise<void> {
  await db
    .update(depositOrders)
    .set({ status: 'EXPIRED', settledAt: now })
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.status, 'PENDING'),
        lte(depositOrders.expiresAt, now),
      ),
    );
}

export interface NewDeposit {
  channel: string;
  amount: number;
  idempotencyKey: string;
}

/**
 * Opens a deposit order. Under a per-member lock: a retried request (same key) answers the order
 * it made, and the pending count and the new order are one step, so parallel requests never make
 * a fourth pending order.
 */
export async function createDeposit(
  db: Db,
  memberId: number,
  request: NewDeposit,
  now: Date,
  payUrlOf: PayUrlOf,
): Promise<DepositOrder> {
  const channel = DEPOSIT_CHANNELS.find((candidate) => candidate.code === request.channel);
  if (!channel) throw fail(400, 'UNKNOWN_CHANNEL');
  const row = await db.transaction(async (tx) => {
    await lockKeys(tx, [`deposit:${memberId}`]);
    const [earlier] = await tx
      .select()
      .from(depositOrders)
      .where(
        and(eq(depositOrders.memberId, memberId), eq(depositOrders.idempotencyKey, request.idempotencyKey)),
      );
    if (earlier) return earlier;
    if (request.amount < channel.min) throw fail(400, 'AMOUNT_BELOW_MIN', { min: channel.min / 100 });
    if (request.amount > channel.max) throw fail(400, 'AMOUNT_ABOVE_MAX', { max: channel.max / 100 });
    await expireStale(tx, memberId, now);
    const [pending] = await tx
      .select({ n: count() })
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'PENDING')));
    if ((pending?.n ?? 0) >= MAX_PENDING_DEPOSITS)
      throw fail(409, 'TOO_MANY_PENDING_DEPOSITS', { max: MAX_PENDING_DEPOSITS });
    await guardPlay(tx, memberId, { kind: 'DEPOSIT', amount: request.amount }, now);
    const [created] = await tx
      .insert(depositOrders)
      .values({
        orderNo: `D${randomToken(12)}`,
        memberId,
        channel: channel.code,
        amount: request.amount,
        status: 'PENDING',
        idempotencyKey: request.idempotencyKey,
        createdAt: now,
        expiresAt: new Date(now.getTime() + DEPOSIT_EXPIRY_MINUTES * MINUTE),
      })
      .returning();
    return created!;
  });
  return view(row, payUrlOf);
}

export async function recentDeposits(db: Db, memberId: number, now: Date, payUrlOf: PayUrlOf) {
  await expireStale(db, memberId, now);
  const rows = await db
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.memberId, memberId))
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(RECENT_DEPOSITS);
  return rows.map((row) => view(row, payUrlOf));
}

/** One of the member's orders; another member's answers exactly like one that does not exist. */
export async function depositOrder(db: Db, memberId: number, orderNo: string, now: Date, payUrlOf: PayUrlOf) {
  await expireStale(db, memberId, now);
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.orderNo, orderNo)));
  if (!row) throw notFound('Order not found');
  return view(row, payUrlOf);
}

/**
 * A pending order as the provider's page shows it (any member's: the order number is the secret).
 * A bank transfer has no provider page: it is paid at the bank and matched by the operator.
 */
export async function pendingDeposit(db: Db, orderNo: string, now: Date): Promise<OrderRow | null> {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  if (row?.status !== 'PENDING' || row.expiresAt <= now || kindOf(row.channel) === 'BANK') return null;
  return row;
}

const FINAL_OF: Record<ProviderResult, 'CREDITED' | 'FAILED'> = { PAID: 'CREDITED', CANCELLED: 'FAILED' };

/**
 * The provider's verified callback. Idempotent: the same outcome again changes nothing. The
 * amount must be the order's; a payment after the 30 minutes is refused (the order expired).
 * Crediting, the first deposit's welcome bonus, the order's state and the member's message are one
 * transaction.
 */
export function settleDeposit(
  db: Db,
  callback: { orderNo: string; amount: number; result: ProviderResult },
  now: Date,
): Promise<'settled' | 'replayed'> {
  return settle(db, callback, now, 'PROVIDER');
}

type Settler = 'PROVIDER' | 'OPERATOR';

function settle(
  db: Db,
  callback: { orderNo: string; amount: number; result: ProviderResult },
  now: Date,
  by: Settler,
): Promise<'settled' | 'replayed'> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.orderNo, callback.orderNo))
      .for('update');
    if (!order) throw notFound('Order not found');
    // the provider settles what it was paid for, the operator only what was paid at the bank
    if ((kindOf(order.channel) === 'BANK') !== (by === 'OPERATOR')) throw notFound('Order not found');
    if (order.amount !== callback.amount) throw new HttpError(400, 'Amount does not match the order');
    const final = FINAL_OF[callback.result];
    if (order.status === final) return 'replayed';
    if (order.status !== 'PENDING') throw new HttpError(409, `Order is ${order.status}`);
    // the listing marks it EXPIRED; the provider must refund a payment this late
    if (order.expiresAt <= now) throw new HttpError(409, 'Order expired');
    if (final === 'CREDITED') {
      await postLedgerEntry(
        tx,
        {
          memberId: order.memberId,
          amount: order.amount,
          kind: 'DEPOSIT',
          idempotencyKey: `deposit:${order.orderNo}`,
          reference: order.orderNo,
        },
        now,
      );
      await offerWelcomeBonus(tx, order, now);
    }
    await tx
      .update(depositOrders)
      .set({ status: final, settledAt: now })
      .where(eq(depositOrders.id, order.id));
    await sendMessage(
      tx,
      {
        memberId: order.memberId,
        kind: final === 'CREDITED' ? 'DEPOSIT_CREDITED' : 'DEPOSIT_FAILED',
        amount: order.amount,
        orderNo: order.orderNo,
      },
      now,
    );
    return 'settled';
  });
}

export interface PendingBankDeposit {
  orderNo: string;
  account: string;
  amount: number;
  createdAt: Date;
  expiresAt: Date;
}

/** Bank transfers waiting for the operator, oldest first (the CLI's list, and the demo's stand-in operator's). */
export async function pendingBankDeposits(db: Db, now: Date): Promise<PendingBankDeposit[]> {
  return db
    .select({
      orderNo: depositOrders.orderNo,
      account: members.account,
      amount: depositOrders.amount,
      createdAt: depositOrders.createdAt,
      expiresAt: depositOrders.expiresAt,
    })
    .from(depositOrders)
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(
      and(
        eq(depositOrders.status, 'PENDING'),
        inArray(depositOrders.channel, BANK_CHANNELS),
        gt(depositOrders.expiresAt, now),
      ),
    )
    .orderBy(asc(depositOrders.createdAt));
}

/**
 * The operator found the member's transfer on the brand's account: credit the order (ledger entry,
 * state and message in one transaction, as a provider's payment is). The amount received must be
 * the order's; matching the same order again changes nothing.
 */
export function matchBankDeposit(
  db: Db,
  match: { orderNo: string; amount: number },
  now: Date,
): Promise<'settled' | 'replayed'> {
  return settle(db, { ...match, result: 'PAID' }, now, 'OPERATOR');
}

/**
 * Demo only: every bank transfer pending longer than `delayMs` is matched as the operator would,
 * through matchBankDeposit, so a demo deposit finishes on its own (depositJobs calls it).
 */
export async function autoMatchBankDeposits(db: Db, now: Date, delayMs: number): Promise<number> {
  const due = (await pendingBankDeposits(db, now)).filter(
    (order) => order.createdAt.getTime() + delayMs <= now.getTime(),
  );
  for (const order of due) await matchBankDeposit(db, order, now);
  return due.length;
}
