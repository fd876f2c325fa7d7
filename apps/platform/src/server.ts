import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Config, ConfigError, MEMORY_DATA_DIR } from './config';
import { createPlatform } from './create-app';
import { type Database, type DatabaseTarget, openDatabase } from './db/open';
import { keepIdleSocketsLonger } from './http/keep-alive';
import { openControlChannel } from './ops/control-channel';
import { demoAccountsIn } from './seed/accounts';
import { seedDatabase } from './seed/seed';
import { deliveryNotice } from './services/delivery/channels';
import { checkWebBuildKey } from './static/web-app';

/**
 * How long a stopping server waits for the requests in flight before it cuts their connections:
 * with the jobs' last ticks after it, the process is gone within SHUTDOWN_DEADLINE_MS.
 */
const DRAIN_MS = 7_000;
/** A stopping process exits by this time whatever still runs (the CLI's SIGTERM). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

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

/**
 * Opens the database (migrations applied) and seeds it when it is empty. Outside demo mode a
 * database that holds the demo accounts with their published passwords is refused.
 */
export async function openSeededDatabase(config: Config): Promise<Database> {
  return seedOpenedDatabase(await openDatabase(databaseTarget(config)), config);
}

/**
 * Seeds an opened database when it is empty and refuses, outside demo mode, one that holds the
 * demo accounts; on refusal the database is closed.
 */
export async function seedOpenedDatabase(database: Database, config: Config): Promise<Database> {
  try {
    await seedDatabase(database.db, {
      demo: config.demo,
      ...(config.features ? { features: config.features } : {}),
    });
    const published = config.demo ? [] : await demoAccountsIn(database.db);
    if (published.length > 0) {
      throw new ConfigError(
        `${database.description} holds the demo accounts with their published passwords (${published.join(', ')}): ` +
          'it was used in demo mode. Start production on a fresh DATA_DIR or DATABASE_URL, or set MARQUEE_DEMO=1',
      );
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Printed at every start in demo mode: what it opens, so nobody deploys it by mistake. */
export const DEMO_WARNING = [
  'WARNING: demo mode (MARQUEE_DEMO=1). Never expose this to the internet:',
  '  /__dev/* is open to anyone (the outbox with SMS, reset codes and captcha answers; any wallet; the clock),',
  '  the demo accounts with their published passwords exist, "Marquee ID" signs anyone in as any email,',
  '  and the demo payment page (/demo-pay) credits any deposit without taking money.',
  '  Production: start without MARQUEE_DEMO, with PAYLOAD_KEY, TOTP_ENCRYPTION_KEY, LOTTERY_SEED_SECRET and PUBLIC_ORIGIN (and OIDC_* for social sign-in) set.',
].join('\n');

/**
 * Starts the platform: database (migrated, seeded), then the HTTP server on HOST:PORT.
 * `database`: one already open (the tests start from a seeded snapshot), seeded and checked as
 * the configured one would be, and closed with the server.
 */
export async function startServer(config: Config, database?: Database): Promise<RunningServer> {
  if (config.demo) console.warn(DEMO_WARNING);
  else checkWebBuildKey(config.webDist, config.payloadKey);
  const delivery = deliveryNotice(config);
  if (delivery) console.warn(delivery);
  const opened = database ? await seedOpenedDatabase(database, config) : await openSeededDatabase(config);
  // the CLI's operator commands reach an embedded database through the server that holds it
  const embedded = !config.databaseUrl && config.dataDir !== MEMORY_DATA_DIR;
  const { app, drain, now, jobs, runs, chat } = createPlatform({ db: opened.db, config });
  try {
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(instance),
      );
      instance.once('error', reject);
    });
    // serve makes an HTTP/1 server when given no createServer
    keepIdleSocketsLonger(server as Server);
    chat.inject(server);
    // draws missed while the server was down are drawn at the lottery's first tick; every lottery
    // route awaits a tick before it answers, so nobody bets or reads before the catch-up
    for (const job of jobs) job.start(runs);
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const url = `http://${host}:${port}`;
    const closeControl = embedded ? await openControlChannel(config.dataDir, opened.db, now) : null;
    let closing: Promise<void> | undefined;
    return {
      url,
      database: opened.description,
      close() {
        closing ??= (async () => {
          const began = Date.now();
          drain.begin();
          const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
          // idle keep-alive sockets go now; busy ones once their answer is written (drain.ts)
          if ('closeIdleConnections' in server) server.closeIdleConnections();
          chat.hub.closeAll();
          chat.room.closeAll();
          await closeControl?.();
          await drain.settled(DRAIN_MS);
          for (const job of jobs) await job.stop();
          // a settled request has made its answer, but the node adapter writes the body after that:
          // the answers' connections close themselves once written (drain.ts marks them), so wait for
          // that within the drain time rather than cut a body mid-way
          const left = Math.max(0, DRAIN_MS - (Date.now() - began));
          await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, left).unref())]);
          // then the connections that outlive the drain: a request still running after DRAIN_MS (it
          // ran on while the jobs stopped, within the deadline), a socket that never sent a request
          if ('closeAllConnections' in server) server.closeAllConnections();
          await stopped;
          await opened.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}
