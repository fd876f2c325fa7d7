import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef } from './accounts';
import { bigserialId, timestamptz } from './columns';
import { publicId } from './public-id';

// ---------------------------------------------------------------------------------------------
// Lottery: the brand's lottery games, their draws (seed hash published when the draw is
// scheduled, the seed stored and revealed when it is drawn) and the members' bets on them. Stakes and
// payouts move through the ledger; a bet row records what was played and how it ended.
// ---------------------------------------------------------------------------------------------

/** When a game draws, in the brand's time zone. */
export type DrawSchedule =
  | { kind: 'EVERY'; minutes: number }
  | { kind: 'DAILY'; time: string }
  | { kind: 'WEEKLY'; weekdays: readonly number[]; time: string }
  | { kind: 'MONTHLY'; days: readonly number[]; time: string };

export const lotteryGames = pgTable('lottery_games', {
  gameCode: text('game_code').primaryKey(),
  vendor: text('vendor').notNull(),
  prizeMode: text('prize_mode').notNull(),
  /** VN_NORTH, VN_SOUTH, SEA_4D or THAI: the prize table and the play types */
  format: text('format').notNull(),
  /** VN menu group: FAST, NORTH, CENTRAL, SOUTH (null outside Vietnam) */
  menuGroup: text('menu_group'),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  schedule: jsonb('schedule').$type<DrawSchedule>().notNull(),
  defaultPlayType: text('default_play_type').notNull(),
  sort: integer('sort').notNull(),
});

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserialId(),
    publicId: publicId(),
    gameCode: text('game_code')
      .notNull()
      .references(() => lotteryGames.gameCode, { onDelete: 'cascade' }),
    drawAt: timestamptz('draw_at').notNull(),
    closeAt: timestamptz('close_at').notNull(),
    /**
     * The seed (hex), written when the draw is drawn and answered from then on. Until then only
     * its hash is stored: the seed is an HMAC under the platform's LOTTERY_SEED_SECRET
     * (services/lottery/draw-numbers.ts), so reading the database does not tell a result ahead.
     */
    seed: text('seed'),
    /** SHA-256 of the seed's hex text, published from the moment the draw exists */
    seedHash: text('seed_hash').notNull(),
    /** OPEN (taking bets until close_at), SETTLED (drawn, every bet paid or lost) */
    status: text('status').notNull(),
    /** the prize lines derived from the seed, once drawn */
    prizes: jsonb('prizes').$type<{ prize: string; numbers: string[] }[]>(),
    settledAt: timestamptz('settled_at'),
  },
  (table) => [
    uniqueIndex('lottery_draws_game_time').on(table.gameCode, table.drawAt),
    uniqueIndex('lottery_draws_public_id').on(table.publicId),
    index('lottery_draws_due').on(table.drawAt).where(sql`${table.status} = 'OPEN'`),
  ],
);

/** One submitted slip: its idempotency key makes a double submit one set of bets. */
export const lotterySlips = pgTable(
  'lottery_slips',
  {
    id: bigserialId(),
    memberId: memberRef(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** the wallet balance right after the stake, answered again to a replay */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [uniqueIndex('lottery_slips_member_key').on(table.memberId, table.idempotencyKey)],
);

export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserialId(),
    publicId: publicId(),
    slipId: bigint('slip_id', { mode: 'number' })
      .notNull()
      .references(() => lotterySlips.id, { onDelete: 'cascade' }),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    playType: text('play_type').notNull(),
    /** one number, or a xiên's whole combination */
    numbers: text('numbers').array().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /**
     * Set once, by the draw's settlement, on the winning bets only: a bet is PENDING while its draw
     * is OPEN, then WON (payout > 0) or LOST. Losing bets are never rewritten, which keeps the
     * settlement of a draw with 100,000 bets to the few thousand that won.
     */
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    placedAt: timestamptz('placed_at').notNull(),
  },
  (table) => [
    index('lottery_bets_draw').on(table.drawId),
    uniqueIndex('lottery_bets_public_id').on(table.publicId),
    index('lottery_bets_member_placed').on(table.memberId, table.placedAt),
    check('lottery_bets_stake_positive', sql`${table.stake} > 0`),
    check('lottery_bets_payout_non_negative', sql`${table.payout} >= 0`),
  ],
);
