import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef } from './accounts';
import { serialId, timestamptz } from './columns';

/**
 * Withdrawal orders. The amount is held from the balance when the order is made (a WITHDRAWAL
 * ledger entry in the same transaction); a rejection releases it with a WITHDRAWAL_RELEASE entry.
 * The bank account is copied in, so removing it later does not change where the money went.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: serialId(),
    /** random, shown to the member and the operator */
    orderNo: text('order_no').notNull(),
    memberId: memberRef(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** PENDING, REJECTED, APPROVED, RECEIVED, NOT_RECEIVED, FULLY_PAID, AUTO_RECEIVED */
    status: text('status').notNull(),
    bankCode: text('bank_code').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** the browser's key for this attempt: a retry answers the same order */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    reviewedAt: timestamptz('reviewed_at'),
    rejectReason: text('reject_reason'),
    /** approved and not confirmed by then: AUTO_RECEIVED */
    confirmBy: timestamptz('confirm_by'),
    confirmedAt: timestamptz('confirmed_at'),
    receivedAmount: bigint('received_amount', { mode: 'number' }),
    proofType: text('proof_type'),
    /** base64, like feedback screenshots */
    proof: text('proof'),
  },
  (table) => [
    uniqueIndex('withdrawal_orders_order_no').on(table.orderNo),
    uniqueIndex('withdrawal_orders_member_key').on(table.memberId, table.idempotencyKey),
    index('withdrawal_orders_member').on(table.memberId, table.createdAt),
    index('withdrawal_orders_status').on(table.status, table.createdAt),
    check('withdrawal_orders_amount_positive', sql`${table.amount} > 0`),
  ],
);
