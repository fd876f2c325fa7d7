import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * The agents' teams as a closure table: one row for every member and each of its uplines, however
 * far up, with how many levels lie between (1: a direct downline). "Everyone below agent X" is
 * then one range of the primary key, joinable to bets and the ledger, instead of a recursive walk
 * per query. Rows are written by the database itself (triggers on members, migration 0028) when a
 * member is inserted with an upline or first given one (its own downlines move along), so no path
 * can forget them; an upline once set never changes and never makes a member its own upline (the
 * same migration refuses both), so the rows never go stale.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    depth: smallint('depth').notNull(),
  },
  (table) => [
    primaryKey({ name: 'member_tree_pk', columns: [table.ancestorId, table.depth, table.descendantId] }),
    // a member's uplines, nearest first: one at each depth
    uniqueIndex('member_tree_descendant').on(table.descendantId, table.depth),
    check('member_tree_depth_positive', sql`${table.depth} >= 1`),
  ],
);
