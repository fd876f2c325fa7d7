import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * A token bucket per limited key (a chat player's messages, a visitor address's fun rounds),
 * shared by every instance on the database: `tokens` left at `at`, refilled with time and taken
 * by one conditional upsert (services/rate-bucket.ts).
 */
export const rateBuckets = pgTable(
  'rate_buckets',
  {
    key: text('key').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    at: timestamptz('at').notNull(),
  },
  (table) => [index('rate_buckets_at').on(table.at)],
);

/**
 * One row per open chat player socket, on any instance: its address, and its player once signed
 * in. A live instance renews its rows; a killed one's expire, so its sockets stop counting.
 */
export const chatSocketLeases = pgTable(
  'chat_socket_leases',
  {
    id: text('id').primaryKey(),
    instance: text('instance').notNull(),
    address: text('address').notNull(),
    flow: text('flow'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('chat_socket_leases_address').on(table.address),
    index('chat_socket_leases_flow').on(table.flow),
    index('chat_socket_leases_instance').on(table.instance),
  ],
);
