import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths';
import type { Db } from './open';

/** The newest migration this build ships: drizzle records its `when` as the applied row's created_at. */
function newestShipped(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

const NEWEST_SHIPPED = newestShipped();

/**
 * Whether the database answers and holds every migration of this build. An instance of an older
 * build beside a newer one sees a newer head, which is fine; a database behind this build is not.
 */
export async function databaseAtHead(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  // both drivers answer a raw query with its rows under `rows`; created_at is a bigint (text or number)
  const newest = (result as unknown as { rows: { newest: string | number | null }[] }).rows[0]?.newest;
  return newest !== null && newest !== undefined && Number(newest) >= NEWEST_SHIPPED;
}
