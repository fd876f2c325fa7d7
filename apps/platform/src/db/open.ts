import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  | { dataDir: string }
  /** `poolSize`: connections of the node-postgres pool (DATABASE_POOL_SIZE) */
  | { url: string; poolSize?: number }
  /** `snapshot`: start from a data directory taken with `Database.snapshot()` (fast test set-up) */
  | { memory: true; snapshot?: Blob };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** for the start-up line: `embedded PGlite in <dir>`, `in-memory PGlite` or `PostgreSQL` */
  description: string;
  /** PGlite only: the data directory as a tarball, to open again with `{ memory: true, snapshot }` */
  snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Opens the database and applies the migrations in drizzle/ (idempotent). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, target.poolSize ?? DEFAULT_POOL_SIZE);
  if ('memory' in target) {
    const client = target.snapshot ? new PGlite({ loadDataDir: target.snapshot }) : new PGlite();
    return openPglite(client, 'in-memory PGlite', async () => {});
  }
  const dir = path.join(path.resolve(target.dataDir), 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  try {
    return await openPglite(new PGlite(dir), `embedded PGlite in ${dir}`, release);
  } catch (error) {
    await release();
    throw error;
  }
}

async function openPglite(
  client: PGlite,
  description: string,
  release: () => Promise<void>,
): Promise<Database> {
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    description,
    snapshot: () => client.dumpDataDir('none'),
    async close() {
      if (!client.closed) await client.close();
      await release();
    },
  };
}

/**
 * Connections per process when DATABASE_POOL_SIZE is not set: enough to keep a small PostgreSQL
 * busy (a few per core), few enough that several instances fit in its max_connections.
 */
const DEFAULT_POOL_SIZE = 10;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg({ client: pool, schema });
  try {
    await migratePg(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    description: 'PostgreSQL',
    async close() {
      await pool.end();
    },
  };
}
