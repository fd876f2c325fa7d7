import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef } from './accounts';

// ---------------------------------------------------------------------------------------------
// Promotions (the activity centre): the brand's activities, and each member's part in one. A
// promotion's reward is paid through the reward centre (member_rewards, source PROMOTION), so a
// claim credits once and carries the brand's wagering rule like any other reward.
// ---------------------------------------------------------------------------------------------

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    /** PROMOTION_TYPES: the tab it is listed under */
    type: text('type').notNull(),
    /** PROMOTION_KINDS: APPLY, JOIN or CLAIM */
    kind: text('kind').notNull(),
    /** by language code (EN at least) */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    /** HTML by language code, stored as given: the web app sanitises it before rendering */
    content: jsonb('content').$type<Record<string, string>>().notNull(),
    image: text('image').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** minor units credited when claimed */
    reward: bigint('reward', { mode: 'number' }).notNull(),
    /** DAILY or WEEKLY: the reward may be earned once per period; null: once per member */
    period: text('period'),
    /** JOIN: the game category whose valid bets count, and the valid bet to reach per period */
    category: text('category'),
    target: bigint('target', { mode: 'number' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    check('promotions_reward_positive', sql`${table.reward} > 0`),
    check('promotions_period_order', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'promotions_join_target',
      sql`${table.kind} <> 'JOIN' or (${table.category} is not null and ${table.target} > 0 and ${table.period} is not null)`,
    ),
  ],
);

/** A member's part in a promotion: joined, or an application and the operator's decision. */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    /** JOINED (a JOIN promotion), or an application's APPLYING, APPROVED or REJECTED */
    status: text('status').notNull(),
    remark: text('remark'),
    /** an application's images, re-encoded by the platform: [{ type, data (base64) }] */
    images: jsonb('images').$type<{ type: string; data: string }[]>().notNull().default([]),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    // one entry per member and promotion: applying or joining twice, even at once, enters once
    uniqueIndex('promotion_entries_member').on(table.promotionId, table.memberId),
    // the operator's queue
    index('promotion_entries_applying').on(table.enteredAt).where(sql`${table.status} = 'APPLYING'`),
  ],
);
