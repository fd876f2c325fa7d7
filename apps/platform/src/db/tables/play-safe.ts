import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { memberRef, members } from './accounts';
import { serialId, timestamptz } from './columns';

// ---------------------------------------------------------------------------------------------
// Play safe: the limits a member sets on their own play, their history, and time-outs and
// self-exclusions. Amounts are integer minor units (minutes for a SESSION limit).
// ---------------------------------------------------------------------------------------------

export const playLimits = pgTable(
  'play_limits',
  {
    memberId: memberRef(),
    /** DEPOSIT, LOSS, WAGER or SESSION */
    kind: text('kind').notNull(),
    /** DAY, WEEK, MONTH, or SESSION for the time limit */
    period: text('period').notNull(),
    /** the limit in force */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** a raise or a removal waiting: from when it may be confirmed; null when nothing waits */
    pendingFrom: timestamptz('pending_from'),
    /** the raised amount, null for a removal (only read while pendingFrom is set) */
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind, table.period] }),
    check('play_limits_amount_positive', sql`${table.amount} > 0`),
    check('play_limits_pending_positive', sql`${table.pendingAmount} is null or ${table.pendingAmount} > 0`),
  ],
);

export const playLimitChanges = pgTable(
  'play_limit_changes',
  {
    id: serialId(),
    memberId: memberRef(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** SET, REQUESTED, CONFIRMED or CANCELLED */
    action: text('action').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    at: timestamptz('at').notNull(),
  },
  (table) => [index('play_limit_changes_member').on(table.memberId, table.at)],
);

/** A member's time-out or self-exclusion, the latest one (a new one replaces an ended one). */
export const playExclusions = pgTable('play_exclusions', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** TIME_OUT or SELF_EXCLUSION */
  kind: text('kind').notNull(),
  duration: text('duration').notNull(),
  startedAt: timestamptz('started_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  /** an ended self-exclusion keeps the account closed until the member asks, and a day after */
  reopenRequestedAt: timestamptz('reopen_requested_at'),
});
