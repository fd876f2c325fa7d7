import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import { FairQueue } from './fair-queue';
import { Notifications, postgresTransport } from './notifications';
import { startPgliteThread } from './pglite-thread';
import * as schema from './schema';

/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`: what a service that takes part in its caller's transaction is given. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
  /** NOTIFY and LISTEN between the instances on this database (see notificationsOf) */
  notifications: Notifications;
  /** PGlite only: the data directory as a tarball, to open again with `{ memory: true, snapshot }` */
  snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

const notificationsByDb = new WeakMap<Db, Notifications>();

/** The notifications of the database `db` was opened on, for the services that are given only `db`. */
export function notificationsOf(db: Db): Notifications | undefined {
  return notificationsByDb.get(db);
}

/** Opens the database and applies the migrations in drizzle/ (idempotent). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = await openTarget(target);
  notificationsByDb.set(database.db, database.notifications);
  return database;
}

async function openTarget(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, target.poolSize ?? DEFAULT_POOL_SIZE);
  if ('memory' in target) {
    return openPglite(
      await startPgliteThread({ snapshot: target.snapshot, migrationsFolder }),
      'in-memory PGlite',
      async () => {},
    );
  }
  const dir = path.join(path.resolve(target.dataDir), 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  try {
    return openPglite(
      await startPgliteThread({ dataDir: dir, migrationsFolder }),
      `embedded PGlite in ${dir}`,
      release,
    );
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Statements sent to PGlite's thread before the answer to the one before has come back: the
 * thread then always has the next one to hand, instead of idling while an answer crosses back to
 * this thread and the next statement crosses over. It runs them one after another in that order.
 */
const PGLITE_PIPELINE_DEPTH = 4;

/**
 * PGlite is one connection: its own lock serves calls in arrival order, so a request needing ten
 * queries waits behind the whole queue ten times. Calls go through a FairQueue instead (which says
 * who goes next). A transaction is one call and exclusive, as is `exec` (which may hold several
 * statements): on the one connection, nothing else may run between its BEGIN and COMMIT.
 */
function fairClient(client: PGlite): PGlite {
  const queue = new FairQueue(PGLITE_PIPELINE_DEPTH);
  const queued = new Set<PropertyKey>(['query', 'sql']);
  const exclusive = new Set<PropertyKey>(['exec', 'transaction']);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // PGlite's private fields need the real instance as `this`
      const method = value.bind(target) as (...args: unknown[]) => Promise<unknown>;
      if (queued.has(property)) return (...args: unknown[]) => queue.run(() => method(...args));
      if (exclusive.has(property)) {
        return (...args: unknown[]) => queue.run(() => method(...args), { exclusive: true });
      }
      return method;
    },
  });
}

/** PGlite runs on its own thread (pglite-thread.ts), which has applied the migrations. */
function openPglite(client: PGlite, description: string, release: () => Promise<void>): Database {
  const queued = fairClient(client);
  const db = drizzlePglite({ client: queued, schema });
  return {
    db,
    kind: 'pglite',
    description,
    notifications: new Notifications({
      send: (channel, payload) => queued.query('select pg_notify($1, $2)', [channel, payload]),
      listen: (channel, deliver) => client.listen(channel, deliver),
      close: async () => {},
    }),
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

/**
 * The pool's connections handed out by a FairQueue rather than node-postgres's own first-come
 * queue: when a burst of rounds for one wallet holds every connection waiting on the wallet's row
 * lock, the next free connection goes to a sign-in, not to the next round of the burst. A
 * transaction's connection counts as taken from `connect()` until its `release()`.
 */
function fairPool(pool: pg.Pool, slots: number): pg.Pool {
  const queue = new FairQueue(slots);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const connect = (): Promise<pg.PoolClient> =>
    new Promise((resolve, reject) => {
      void queue.run(
        () =>
          new Promise<void>((released) => {
            pool.connect().then(
              (client) => {
                const release = client.release.bind(client);
                client.release = (error?: Error | boolean) => {
                  release(error);
                  released();
                };
                resolve(client);
              },
              (error: unknown) => {
                released();
                reject(error);
              },
            );
          }),
      );
    });
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') return (...args: unknown[]) => queue.run(() => query(...args));
      if (property === 'connect') return connect;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // JIT compiling pays off for long analytic queries; the platform's are short, and a member's
  // records over 90 days (100,000 rows summed) spent most of their time compiling
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  try {
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  const fair = fairPool(pool, poolSize);
  const db = drizzlePg({ client: fair, schema });
  const notifications = new Notifications(
    postgresTransport(url, (channel, payload) => fair.query('select pg_notify($1, $2)', [channel, payload])),
  );
  return {
    db,
    kind: 'postgres',
    description: 'PostgreSQL',
    notifications,
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}
