import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/**
 * The id a row is known by outside the platform, in place of its serial (which would tell a member
 * how many bets, draws, members or conversations there are, and let them guess another's): the 16
 * bytes of a random (v4) UUID, 122 random bits from the database's strong generator, in base64url
 * (22 characters). The database sets it on every insert, so no insert can forget it; each table
 * keeps it unique.
 */
export const publicId = () =>
  text('public_id')
    .notNull()
    .default(sql`rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')`);
