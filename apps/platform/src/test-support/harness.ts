import { readFile } from 'node:fs/promises';
import {
  ENCRYPTED_HEADER,
  type Endpoint,
  type Envelope,
  encryptPayload,
  type RequestOf,
  type ResponseOf,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Config, DEV_PAYLOAD_KEY, loadConfig } from '../config';
import { createApp, createPlatform } from '../create-app';
import { type Database, type Db, openDatabase } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { seedDatabase } from '../seed/seed';
import { Clock } from '../services/clock';
import type { AccountDeps } from '../services/deps';

/**
 * A config as the server would read it, for tests: in-memory database, no web build, demo mode
 * (the dev routes, the outbox and the demo provider the tests drive). `PRODUCTION_ENV` turns the
 * demo off.
 */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    MARQUEE_DEMO: '1',
    DATA_DIR: ':memory:',
    WEB_DIST: '/nonexistent/web/dist',
    ...env,
  });
}

/** Production's own payload key in the tests (`call` takes it as `payloadKey`). */
export const PRODUCTION_PAYLOAD_KEY = 'test-production-payload-key';

/** A production start: no demo mode, and the secrets production refuses to start without. */
export const PRODUCTION_ENV: Record<string, string | undefined> = {
  NODE_ENV: 'production',
  MARQUEE_DEMO: undefined,
  PAYLOAD_KEY: PRODUCTION_PAYLOAD_KEY,
  TOTP_ENCRYPTION_KEY: 'test-production-totp-key',
  LOTTERY_SEED_SECRET: 'test-production-lottery-seed-secret',
  PUBLIC_ORIGIN: 'https://play.example.com',
};

/**
 * An in-memory PGlite seeded for the demo, or as production seeds it: opened from the snapshot
 * global-setup.ts took (a fraction of a fresh PGlite's migrations and seeding).
 */
export async function openTestDatabase(kind: 'demo' | 'production' = 'demo'): Promise<Database> {
  const snapshot = inject(kind === 'demo' ? 'seededSnapshot' : 'productionSnapshot');
  if (snapshot) return openDatabase({ memory: true, snapshot: new Blob([await readFile(snapshot)]) });
  const database = await openDatabase({ memory: true });
  await seedDatabase(database.db, { demo: kind === 'demo' });
  return database;
}

/**
 * One seeded in-memory PGlite for the whole test file (starting one costs seconds): opened in
 * beforeAll, closed in afterAll. Read `.db` inside tests and hooks.
 */
export function useSeededDatabase(): { readonly db: Db } {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get db() {
      if (!database) throw new Error('the test database is not open yet (use it inside tests or hooks)');
      return database.db;
    },
  };
}

/** `overrides` replaces config fields after loading, e.g. `{ now: () => fakeNow }`. */
export function testApp(
  db: Db,
  env: Record<string, string | undefined> = {},
  overrides: Partial<Config> = {},
): Hono<AppEnv> {
  return createApp({ db, config: { ...testConfig(env), ...overrides } });
}

/** The whole platform a start builds (app, timers, jobs) on `db`, configured as testApp is. */
export function testPlatform(
  db: Db,
  env: Record<string, string | undefined> = {},
  overrides: Partial<Config> = {},
): ReturnType<typeof createPlatform> {
  return createPlatform({ db, config: { ...testConfig(env), ...overrides } });
}

/** What a service takes, for calling it directly: the test config and a clock reading `now`. */
export function testDeps(db: Db, now: () => Date = () => new Date()): AccountDeps {
  return { db, config: testConfig(), clock: new Clock(now) };
}

/** A clock tests move by hand: `clock.advance(31 * 60_000)`. Starts at the real now. */
export function manualClock(start = Date.now()) {
  let time = start;
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
  };
}

/**
 * One app for the whole test file on a clock its tests move by hand (from `start`, the real now
 * by default): built in beforeAll, once `database` is open. Read `.app` inside tests and hooks.
 */
export function useClockedApp(database: { readonly db: Db }, start?: number) {
  const clock = manualClock(start);
  let app: Hono<AppEnv> | undefined;
  beforeAll(() => {
    app = testApp(database.db, {}, { now: clock.now });
  });
  return {
    clock,
    get app(): Hono<AppEnv> {
      if (!app) throw new Error('the test app is not built yet (use it inside tests or hooks)');
      return app;
    },
  };
}

/** Node request bindings as @hono/node-server passes them, so the app sees a socket address. */
function fromIp(ip: string): AppEnv['Bindings'] {
  return { incoming: { socket: { remoteAddress: ip } as never } };
}

interface CallOptions {
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
  method?: string;
  /** sent as `authorization: Bearer <token>` */
  token?: string;
  /** send the body of an encrypted endpoint in the clear (to prove it is refused) */
  plain?: boolean;
  /** the key of an encrypted body (the demo's by default) */
  payloadKey?: string;
  /** the origin the request is addressed to, as a Host header names it (http://localhost by default) */
  origin?: string;
}

export interface CallResult<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

/** Calls a contract endpoint on the app: method and path come from the descriptor. */
export async function call<E extends Endpoint<unknown, unknown>>(
  app: Hono<AppEnv>,
  endpoint: E,
  options: CallOptions & { query?: Partial<Record<keyof RequestOf<E> & string, string>> } = {},
): Promise<CallResult<ResponseOf<E>>> {
  const url = new URL(endpoint.path, options.origin ?? 'http://localhost');
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, value as string);
  }
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const init: RequestInit = { method: options.method ?? endpoint.method, headers };
  if (options.body !== undefined) {
    // encoded the way the web app's transport does (build-request.ts): form, encrypted or JSON
    if (endpoint.form && typeof options.body === 'object' && options.body !== null) {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(options.body)) {
        if (value !== undefined && value !== null) form.append(key, String(value));
      }
      init.body = form.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    } else if (endpoint.encrypted && !options.plain && typeof options.body !== 'string') {
      init.body = JSON.stringify({
        data: encryptPayload(options.body, options.payloadKey ?? DEV_PAYLOAD_KEY),
      });
      headers['content-type'] = 'application/json';
      headers[ENCRYPTED_HEADER] = '1';
    } else {
      init.body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
  }
  const res = await app.request(url.href, init, options.ip ? fromIp(options.ip) : undefined);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<ResponseOf<E>> };
}

/** For routes outside the path table (dev routes). */
export async function request(
  app: Hono<AppEnv>,
  path: string,
  init: RequestInit & { json?: unknown; ip?: string } = {},
): Promise<Response> {
  const { json, ip, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  return app.request(
    new URL(path, 'http://localhost').href,
    { ...rest, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) },
    ip ? fromIp(ip) : undefined,
  );
}

export async function envelopeOf<T = unknown>(res: Response): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>;
}
