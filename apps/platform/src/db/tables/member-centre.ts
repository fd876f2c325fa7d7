import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef } from './accounts';
import { serialId, timestamptz } from './columns';

// ---------------------------------------------------------------------------------------------
// Member centre: deposit orders and the member's messages. Amounts are integer minor units;
// public ids are random (never the serial), so one member cannot guess another's.
// ---------------------------------------------------------------------------------------------

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serialId(),
    /** random, shown to the member and the provider */
    orderNo: text('order_no').notNull(),
    memberId: memberRef(),
    channel: text('channel').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** PENDING, CREDITED, FAILED, EXPIRED */
    status: text('status').notNull(),
    /** the browser's key for this attempt: a retry answers the same order */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    settledAt: timestamptz('settled_at'),
  },
  (table) => [
    uniqueIndex('deposit_orders_order_no').on(table.orderNo),
    uniqueIndex('deposit_orders_member_key').on(table.memberId, table.idempotencyKey),
    index('deposit_orders_member').on(table.memberId, table.createdAt),
    check('deposit_orders_amount_positive', sql`${table.amount} > 0`),
  ],
);

export const memberMessages = pgTable(
  'member_messages',
  {
    id: serialId(),
    publicId: text('public_id').notNull(),
    memberId: memberRef(),
    /** DEPOSIT_CREDITED, DEPOSIT_FAILED, WITHDRAWAL_APPROVED, WITHDRAWAL_REJECTED */
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    readAt: timestamptz('read_at'),
  },
  (table) => [
    uniqueIndex('member_messages_public_id').on(table.publicId),
    index('member_messages_member').on(table.memberId, table.createdAt),
  ],
);
