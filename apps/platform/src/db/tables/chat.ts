import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/** The people who answer the live chat, made with the CLI (`operators add <name>`). */
export const chatOperators = pgTable(
  'chat_operators',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** scrypt, like the members' (services/accounts/password-hash.ts) */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('chat_operators_name').on(table.name)],
);

/** An operator's console sign-in; only the token's SHA-256 is kept. */
export const chatOperatorSessions = pgTable(
  'chat_operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => chatOperators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('chat_operator_sessions_token').on(table.tokenHash)],
);

/**
 * One conversation per member, in the queue the member's rank gave it when it opened. The read
 * marks are the id of the last message each side has seen.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** VIP or LIVECHAT */
    queue: text('queue').notNull(),
    memberReadId: integer('member_read_id').notNull().default(0),
    operatorReadId: integer('operator_read_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('chat_conversations_member').on(table.memberId)],
);

/**
 * The messages. (conversation, sender, clientId) is unique: a message resent after a reconnect
 * is found again instead of stored twice.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** MEMBER or OPERATOR */
    sender: text('sender').notNull(),
    operatorId: integer('operator_id').references(() => chatOperators.id, { onDelete: 'set null' }),
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('chat_messages_client_id').on(table.conversationId, table.sender, table.clientId),
    index('chat_messages_conversation').on(table.conversationId, table.id),
  ],
);

/**
 * Console sign-in attempts, counted per name-and-IP pair, per IP and per name (as typed, known or
 * not). A row is written before the password is checked and removed when it was right, so what
 * stays is the failures (services/chat/operator-throttle.ts).
 */
export const chatOperatorSignInFailures = pgTable(
  'chat_operator_sign_in_failures',
  {
    id: serial('id').primaryKey(),
    /** lower-cased name as typed */
    name: text('name').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('chat_operator_sign_in_failures_name').on(table.name),
    index('chat_operator_sign_in_failures_ip').on(table.ip),
  ],
);
