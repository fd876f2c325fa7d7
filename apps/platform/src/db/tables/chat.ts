import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { serialId, timestamptz } from './columns';
import { publicId } from './public-id';

/** The people who answer the live chat, made with the CLI (`operators add <name>`). */
export const chatOperators = pgTable(
  'chat_operators',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** scrypt, like the members' (services/accounts/password-hash.ts) */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [uniqueIndex('chat_operators_name').on(table.name)],
);

/** An operator's console sign-in; only the token's SHA-256 is kept. */
export const chatOperatorSessions = pgTable(
  'chat_operator_sessions',
  {
    id: serialId(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => chatOperators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [uniqueIndex('chat_operator_sessions_token').on(table.tokenHash)],
);

/**
 * A visitor who chats without signing in: the platform issues the guest chat token (only its
 * SHA-256 is kept) and the browser keeps it. The start of its public id is the "Visitor #…" the
 * console and the visitor see (services/chat/guests.ts).
 */
export const chatGuests = pgTable(
  'chat_guests',
  {
    id: serialId(),
    publicId: publicId(),
    tokenHash: text('token_hash').notNull(),
    /** the address it was issued to: new guests are capped per address and hour */
    ip: text('ip').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('chat_guests_token').on(table.tokenHash),
    uniqueIndex('chat_guests_public_id').on(table.publicId),
    index('chat_guests_ip').on(table.ip, table.createdAt),
  ],
);

/**
 * A member's or a guest's conversations (exactly one of the two is set), at most one of them open,
 * in the queue the member's rank gave it (visitors have their own). An operator closes one, or it
 * closes itself after the configured idle minutes; the player then starts a new one, and the closed
 * ones stay readable. The read marks are the `seq` of the last message each side has seen.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serialId(),
    publicId: publicId(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => chatGuests.id, { onDelete: 'cascade' }),
    /** VIP, LIVECHAT or VISITOR */
    queue: text('queue').notNull(),
    memberReadId: integer('member_read_id').notNull().default(0),
    operatorReadId: integer('operator_read_id').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    lastAt: timestamptz('last_at').notNull(),
    closedAt: timestamptz('closed_at'),
  },
  (table) => [
    uniqueIndex('chat_conversations_member_open').on(table.memberId).where(sql`${table.closedAt} is null`),
    uniqueIndex('chat_conversations_guest_open').on(table.guestId).where(sql`${table.closedAt} is null`),
    uniqueIndex('chat_conversations_public_id').on(table.publicId),
    index('chat_conversations_member').on(table.memberId, table.id),
    index('chat_conversations_guest').on(table.guestId, table.id),
    index('chat_conversations_open_last_at').on(table.lastAt).where(sql`${table.closedAt} is null`),
    check('chat_conversations_one_owner', sql`num_nonnulls(${table.memberId}, ${table.guestId}) = 1`),
  ],
);

/**
 * The messages. (conversation, sender, clientId) is unique: a message resent after a reconnect
 * is found again instead of stored twice. `seq` numbers a conversation's messages 1, 2, 3 …: it is
 * the message id both sides see and their read marks, so it tells nothing of other conversations.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serialId(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** MEMBER or OPERATOR */
    sender: text('sender').notNull(),
    operatorId: integer('operator_id').references(() => chatOperators.id, { onDelete: 'set null' }),
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('chat_messages_client_id').on(table.conversationId, table.sender, table.clientId),
    uniqueIndex('chat_messages_seq').on(table.conversationId, table.seq),
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
    id: serialId(),
    /** lower-cased name as typed */
    name: text('name').notNull(),
    ip: text('ip').notNull(),
    at: timestamptz('at').notNull(),
  },
  (table) => [
    index('chat_operator_sign_in_failures_name').on(table.name),
    index('chat_operator_sign_in_failures_ip').on(table.ip),
  ],
);

/**
 * The members' chat room, one for the brand: its messages as written (the web app shows them as
 * text). The history reads the latest by `id`.
 */
export const chatRoomMessages = pgTable(
  'chat_room_messages',
  {
    id: serialId(),
    publicId: publicId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [uniqueIndex('chat_room_messages_public_id').on(table.publicId)],
);

/** Members the operator muted in the chat room (`chat-room mute <account>`): they read, they do not write. */
export const chatRoomMutes = pgTable('chat_room_mutes', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  mutedAt: timestamptz('muted_at').notNull(),
});
