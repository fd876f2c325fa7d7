import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef, sessions } from './accounts';
import type { Palette } from './catalogue';
import { bigserialId, serialId, timestamptz } from './columns';
import { publicId } from './public-id';

// ---------------------------------------------------------------------------------------------
// Games: the catalogue, the member's favourites and recent games, launch sessions and the rounds
// played in the demo game (money moves only through the ledger; `bets` records what was played).
// ---------------------------------------------------------------------------------------------

/** Game names per language code (EN, TY, CN, ID, TH, VI); other languages read EN. */
export type GameNames = Record<string, string>;

export const games = pgTable(
  'games',
  {
    nodeId: serial('node_id').primaryKey(),
    vassalage: text('vassalage').notNull(),
    /** the category of the vendor's lane (RNG, LIVE, FISH, PVP, ELOTT, LOTT) */
    category: text('category').notNull(),
    gameCode: text('game_code').notNull(),
    names: jsonb('names').$type<GameNames>().notNull(),
    /** the names lower-cased in JavaScript, so the name filter folds case the same way in every locale */
    searchNames: jsonb('search_names').$type<GameNames>().notNull(),
    gameClassify: text('game_classify').notNull(),
    /** 'GAME' starts; 'VASSALAGE' is a lobby entry that opens the vendor's game list */
    isGame: text('is_game').notNull(),
    defaultPlayType: text('default_play_type'),
    /** integer minor units */
    minBet: integer('min_bet').notNull(),
    lineNum: integer('line_num').notNull(),
    isHot: smallint('is_hot').notNull().default(0),
    isNew: smallint('is_new').notNull().default(0),
    palette: jsonb('palette').$type<Palette>().notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [
    uniqueIndex('games_vendor_code').on(table.vassalage, table.gameCode),
    index('games_category_order').on(table.category, table.sort, table.nodeId),
    index('games_vendor_order').on(table.vassalage, table.sort, table.nodeId),
    index('games_hot').on(table.category, table.sort).where(sql`${table.isHot} = 1`),
  ],
);

export const gameAnnouncements = pgTable(
  'game_announcements',
  {
    id: serialId(),
    language: text('language').notNull(),
    /** null: shown for every category */
    gameType: text('game_type'),
    title: text('title').notNull(),
    /** HTML; the web app sanitises it */
    content: text('content').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [index('game_announcements_language').on(table.language, table.sort)],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: memberRef(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.nodeId] })],
);

/** The games a member launched: one row per game, moved to the front by every launch. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: memberRef(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    playedAt: timestamptz('played_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.nodeId] }),
    index('recent_games_member_played').on(table.memberId, table.playedAt),
  ],
);

/** A started game: the demo game authenticates its rounds with this token (stored as SHA-256). */
export const launchSessions = pgTable(
  'launch_sessions',
  {
    id: serialId(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: memberRef(),
    /** the member session it was started from: signing out ends the game too */
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    /** the language the game was launched in (its page shows the name in it) */
    language: text('language').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('launch_sessions_member').on(table.memberId)],
);

/** One round of the demo game; the money is in the ledger (BET and WIN entries keyed from it). */
export const bets = pgTable(
  'bets',
  {
    id: bigserialId(),
    publicId: publicId(),
    memberId: memberRef(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    vassalage: text('vassalage').notNull(),
    category: text('category').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    /** the wallet balance right after the round, answered again to a replay */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    outcome: jsonb('outcome').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('bets_member_idempotency').on(table.memberId, table.idempotencyKey),
    uniqueIndex('bets_public_id').on(table.publicId),
    index('bets_wins').on(table.createdAt).where(sql`${table.payout} > 0`),
    // the betting record reads one member's rounds by time
    index('bets_member_time').on(table.memberId, table.createdAt, table.id),
    check('bets_stake_positive', sql`${table.stake} > 0`),
    check('bets_payout_non_negative', sql`${table.payout} >= 0`),
  ],
);
