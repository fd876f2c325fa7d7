import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * Each member's figures per brand day, the team reports' source: a team of tens of thousands
 * playing for months is read as one row per member and day instead of every bet and entry.
 * Written only by the database (migration 0037), in the transaction of the write it adds up:
 * statement triggers on `bets`, `lottery_bets` and `ledger_entries` add each insert, and a lottery
 * draw's settlement adds its bets' valid bet and payout, all by `INSERT … ON CONFLICT DO UPDATE`
 * so concurrent writers add, never overwrite. The figures follow the betting record's and the
 * P&L's rules (`records/bet-sources`): a round counts when played, a lottery bet's stake when
 * placed and its valid bet and win/loss once its draw is settled; deposits, withdrawals and
 * bonuses are the ledger's kinds of those groups (`member_day_group`, the contract's prefixes).
 * The play guard's stakes and returns are the ledger's own entries, by the brand day of their
 * `created_at` (Asia/Manila, the contract's BRAND_TIME_ZONE), as the limits' periods count them.
 */
export const memberDayFigures = pgTable(
  'member_day_figures',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    bets: integer('bets').notNull().default(0),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    winLoss: bigint('win_loss', { mode: 'number' }).notNull().default(0),
    depositEntries: integer('deposit_entries').notNull().default(0),
    deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
    withdrawals: bigint('withdrawals', { mode: 'number' }).notNull().default(0),
    bonuses: bigint('bonuses', { mode: 'number' }).notNull().default(0),
    /** the ledger's BET, LOTTERY_BET and TRANSFER_IN, as a positive sum: the play limits' stakes (migration 0041) */
    playStakes: bigint('play_stakes', { mode: 'number' }).notNull().default(0),
    /** the ledger's WIN, LOTTERY_WIN and TRANSFER_OUT: what play gave back, for the loss limit */
    playReturns: bigint('play_returns', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'member_day_figures_pk', columns: [table.memberId, table.day] }),
    // a team report reads a range of days, then keeps the team's members
    index('member_day_figures_day').on(table.day, table.memberId),
  ],
);

/**
 * Each member's first deposit day (migration 0045, kept by the triggers that keep the team's
 * figures): the team overview's first depositors of a range are the members whose day lies in it,
 * counted per team and day in `team_day_figures` instead of searched for among every member's days.
 */
export const memberFirstDeposits = pgTable('member_first_deposits', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
});

/**
 * Each member's latest brand day of play (migration 0045, kept with the first deposit days): the
 * members active over a range that ends today are those whose latest day lies in it, counted per
 * team and day in `team_day_figures` (`lastActive`), so the overview needs no member's days.
 */
export const memberLastBets = pgTable('member_last_bets', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
});

/**
 * Each agent's team figures per brand day (migration 0045): the sums of `member_day_figures` over
 * everyone below the agent, with the members who joined, first deposited and played (`active`)
 * that day. Written only by the database, in the transaction of the write: statement triggers on
 * `member_day_figures` add each change to every upline of the member (the closure table's rows),
 * and a member placed below uplines brings its whole history along. The team overview reads a
 * range of these rows (a month: 30 days of at most 16 rows) instead of the days of tens of thousands of members.
 */
export const teamDayFigures = pgTable(
  'team_day_figures',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /**
     * which of the day's 16 rows (migration 0048): a member adds to the one of its id modulo 16, so
     * the writes of a big team's members do not all wait for one row's lock; readers sum a day's rows
     */
    stripe: smallint('stripe').notNull().default(0),
    joined: integer('joined').notNull().default(0),
    firstDepositors: integer('first_depositors').notNull().default(0),
    active: integer('active').notNull().default(0),
    /** the team's members whose latest day of play this is */
    lastActive: integer('last_active').notNull().default(0),
    bets: bigint('bets', { mode: 'number' }).notNull().default(0),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    winLoss: bigint('win_loss', { mode: 'number' }).notNull().default(0),
    deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
    withdrawals: bigint('withdrawals', { mode: 'number' }).notNull().default(0),
    bonuses: bigint('bonuses', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ name: 'team_day_figures_pk', columns: [table.agentId, table.day, table.stripe] })],
);

/**
 * Each member's running totals of the user P&L's figures (migration 0056): for each of its days in
 * `member_day_figures`, the sums over that day and every earlier one, and how many such days. A
 * range's figures are the totals standing at its last day less those standing the day before its
 * first (a member's row stands from its `day` until before its `nextDay`, `infinity` for its
 * latest), so a month or three read two rows per member, not one per member and day. Written only
 * by the database: statement triggers on `member_day_figures` (migration 0057) add a change of a
 * member's latest day in place and add the totals up again from the earliest day a write changed
 * otherwise, one writer per member at a time (the member's row of `member_day_running_locks`,
 * locked first).
 */
export const memberDayRunning = pgTable(
  'member_day_running',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** the member's next day with figures, or `infinity` */
    nextDay: date('next_day', { mode: 'string' }).notNull(),
    /** the member's days with figures up to this one */
    days: integer('days').notNull(),
    deposits: bigint('deposits', { mode: 'number' }).notNull(),
    withdrawals: bigint('withdrawals', { mode: 'number' }).notNull(),
    bonuses: bigint('bonuses', { mode: 'number' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    winLoss: bigint('win_loss', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'member_day_running_pk', columns: [table.memberId, table.day] }),
    // the rows standing at a day, for everyone (a big team) or for one member (a small one); the
    // first one carries the figures too (INCLUDE, written by migration 0058), so a big team's are
    // read from it alone
    index('member_day_running_standing').on(table.nextDay, table.day),
    index('member_day_running_member_standing').on(table.memberId, table.nextDay),
  ],
);

/**
 * One row per member whose running totals were written (migration 0056), locked by each writer
 * before it adds them up: a row lock per member, where an advisory lock per member would overflow
 * the lock table on a write of tens of thousands of members.
 */
export const memberDayRunningLocks = pgTable('member_day_running_locks', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
});
