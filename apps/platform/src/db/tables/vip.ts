import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef } from './accounts';
import { serialId, timestamptz } from './columns';

// ---------------------------------------------------------------------------------------------
// VIP levels: each level a member reached, on the brand day it was judged on. One row per member
// and day is what makes an evaluation idempotent: a re-run of the day finds the level held and
// writes (and sends) nothing again.
// ---------------------------------------------------------------------------------------------

export const vipLevelHistory = pgTable(
  'vip_level_history',
  {
    id: serialId(),
    memberId: memberRef(),
    /** the brand day (YYYY-MM-DD) whose qualifying period reached the level */
    day: date('day', { mode: 'string' }).notNull(),
    level: integer('level').notNull(),
    previousLevel: integer('previous_level').notNull(),
    /** the figures the level was judged by, minor units over the qualifying period */
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    deposits: bigint('deposits', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('vip_level_history_member_day').on(table.memberId, table.day),
    check('vip_level_history_up', sql`${table.level} > ${table.previousLevel}`),
  ],
);
