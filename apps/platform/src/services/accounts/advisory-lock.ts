import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/open';

/**
 * Takes PostgreSQL transaction-level advisory locks on `keys` (held until the transaction ends),
 * so a count and the row that follows it are one step for every request on the same keys. Taken
 * in sorted order: two requests sharing keys never wait on each other crosswise.
 */
export async function lockKeys(tx: Tx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}
