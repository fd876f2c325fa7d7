import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { memberRef, sessions } from './accounts';
import { timestamptz } from './columns';

/** A member's reality-check interval; no row: off. */
export const realityCheckSettings = pgTable(
  'reality_check_settings',
  {
    memberId: memberRef().primaryKey(),
    /** REALITY_CHECK_MINUTES: 0 (off), 10, 20, 30, 45 or 60 */
    minutes: smallint('minutes').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [check('reality_check_settings_minutes', sql`${table.minutes} in (0, 10, 20, 30, 45, 60)`)],
);

/** When the player last answered "continue" in a sign-in session: the next reminder counts from it. */
export const realityCheckAnswers = pgTable('reality_check_answers', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  answeredAt: timestamptz('answered_at').notNull(),
});
