import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Config, MEMORY_DATA_DIR } from './config';
import { createApp } from './create-app';
import { type Database, type DatabaseTarget, openDatabase } from './db/open';
import { seedDatabase } from './seed/seed';

export interface RunningServer {
  /** http://HOST:PORT with the real port (PORT=0 picks a free one) */
  url: string;
  /** `embedded PGlite in <dir>`, `in-memory PGlite` or `PostgreSQL` */
  database: string;
  close(): Promise<void>;
}

export function databaseTarget(config: Config): DatabaseTarget {
  if (config.databaseUrl) {
    return config.databasePoolSize
      ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { url: config.databaseUrl };
  }
  if (config.dataDir === MEMORY_DATA_DIR) return { memory: true };
  return { dataDir: config.dataDir };
}

/** Opens the database (migrations applied) and seeds it when it is empty. */
export async function openSeededDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(databaseTarget(config));
  try {
    await seedDatabase(database.db, config.features ? { features: config.features } : {});
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Starts the platform: database (migrated, seeded), then the HTTP server on HOST:PORT. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openSeededDatabase(config);
  const app = createApp({ db: database.db, config });
  try {
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(instance),
      );
      instance.once('error', reject);
    });
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${port}`,
      database: database.description,
      close() {
        closing ??= (async () => {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            // idle keep-alive sockets go now; busy ones get a moment to finish their response
            if ('closeIdleConnections' in server) {
              server.closeIdleConnections();
              setTimeout(() => server.closeAllConnections(), 2000).unref();
            }
          });
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
