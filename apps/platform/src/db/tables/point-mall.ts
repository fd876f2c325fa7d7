import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef } from './accounts';
import { serialId, timestamptz } from './columns';
import { publicId } from './public-id';

// ---------------------------------------------------------------------------------------------
// The point mall. A member's points are earned from valid bets (never stored, never expiring) less
// the points of their redemptions not rejected, so a rejection gives the points back by itself.
// The stock is a counter its CHECK keeps at zero or above: a redemption takes from it with a
// conditional update, so parallel redemptions of the last items cannot oversell.
// ---------------------------------------------------------------------------------------------

export const pointItems = pgTable(
  'point_items',
  {
    id: serialId(),
    /** POINT_ITEM_KINDS: CASH, BONUS or PHYSICAL */
    kind: text('kind').notNull(),
    /** by language code (EN at least) */
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    image: text('image').notNull(),
    points: integer('points').notNull(),
    /** minor units: what a voucher credits, or a physical item's value */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull(),
    limitPerMember: integer('limit_per_member').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    check('point_items_stock', sql`${table.stock} >= 0`),
    check('point_items_points', sql`${table.points} > 0`),
    check('point_items_limit', sql`${table.limitPerMember} > 0`),
  ],
);

export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serialId(),
    publicId: publicId(),
    memberId: memberRef(),
    itemId: integer('item_id')
      .notNull()
      .references(() => pointItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** REDEMPTION_STATUSES: PROCESSING, REJECTED or APPROVED */
    status: text('status').notNull(),
    address: text('address'),
    mobile: text('mobile'),
    createdAt: timestamptz('created_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    /** the attempt's key: a retry with the same key answers this row (none before keys were asked) */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    uniqueIndex('point_redemptions_public_id').on(table.publicId),
    uniqueIndex('point_redemptions_key').on(table.memberId, table.idempotencyKey),
    index('point_redemptions_member').on(table.memberId, table.createdAt),
    check('point_redemptions_quantity', sql`${table.quantity} > 0`),
  ],
);

/**
 * Points converted to balance at the brand's point ratio: they count as spent like a redemption
 * (and are never given back), the amount credited by a POINT_CONVERT ledger entry in the same
 * transaction.
 */
export const pointConversions = pgTable(
  'point_conversions',
  {
    id: serialId(),
    publicId: publicId(),
    memberId: memberRef(),
    points: integer('points').notNull(),
    /** minor units credited */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('point_conversions_public_id').on(table.publicId),
    uniqueIndex('point_conversions_key').on(table.memberId, table.idempotencyKey),
    check('point_conversions_points', sql`${table.points} > 0`),
  ],
);
