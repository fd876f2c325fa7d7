// What the benches that answer through the platform's own app in process share: a seeded database on
// an in-memory PGlite and then on a throwaway PostgreSQL, the app over it, a member's session, and
// p50/p95 of calls made one after another.
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createApp, loadConfig, MEMORY_DATA_DIR, openDatabase, seedDatabase } from '@marquee/platform';
import { sql } from 'drizzle-orm';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';

/** The rows of a raw query, as both drivers answer them. */
export const rowsOf = (result) => result.rows ?? result;

/** The brand's day (Manila, UTC+8, no daylight saving) `back` days before now. */
export function brandDay(back) {
  return new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
}

/** A member `ageDays` old with a wallet holding `balance` (minor units, PHP): its id. */
export async function benchMember(db, { account, ageDays, balance }) {
  const [row] = rowsOf(
    await db.execute(sql`insert into members (account, nickname, password_changed_at, created_at)
      values (${account}, 'Bench', now(), now() - make_interval(days => ${ageDays}::int)) returning id`),
  );
  const memberId = Number(row.id);
  await db.execute(sql`insert into wallets (member_id, balance, currency, updated_at)
    values (${memberId}, ${balance}, 'PHP', now())`);
  return memberId;
}

/** A session of the member for a day: its bearer token. */
export async function sessionOf(db, memberId) {
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into sessions (token_hash, member_id, created_at, last_seen_at, expires_at)
    values (${createHash('sha256').update(token).digest('hex')}, ${memberId}, now(), now(), now() + interval '1 day')`);
  return token;
}

/** The platform's app over the database, as the demo runs it. */
export const demoApp = (db) =>
  createApp({ db, config: loadConfig({ ...process.env, MARQUEE_DEMO: '1', DATA_DIR: MEMORY_DATA_DIR }) });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50 and p95 of the times (ms), in any order. */
export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/**
 * p50 and p95 of `runs` calls one after another, after `warmUp` calls, the last call's answer, and
 * the mean CPU time a call took in this process (an embedded PGlite's thread included, a
 * PostgreSQL server's work not): on a busy machine the times wait for a core, the CPU time less so.
 */
async function timeRuns(call, { warmUp, runs }) {
  for (let index = 0; index < warmUp; index += 1) await call();
  const times = [];
  let value;
  const cpuBefore = process.cpuUsage();
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    value = await call();
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { ...percentiles(times), value, cpuMs: (cpu.user + cpu.system) / 1000 / runs };
}

/** p50 and p95 of a member's GET of `path`, and its answer's value. */
export function timeGet(app, path, token, counts) {
  return timeRuns(async () => {
    const res = await app.request(`http://127.0.0.1${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    if (!body.success) throw new Error(`${path}: ${res.status} ${body.message}`);
    return body.value;
  }, counts);
}

async function benchOn(title, target, bench) {
  const database = await openDatabase(target);
  try {
    await seedDatabase(database.db);
    return { title: `${title} (${database.description})`, ...(await bench(database.db)) };
  } finally {
    await database.close();
  }
}

/**
 * `bench(db)` on a freshly seeded in-memory PGlite, then on a throwaway PostgreSQL where one can be
 * started: its results, each with the database's title.
 */
export async function onEachDatabase(bench, { pglite = true, postgres = true } = {}) {
  const results = pglite ? [await benchOn('PGlite', { memory: true }, bench)] : [];
  const server = postgres ? await startThrowawayPostgres() : null;
  if (server) {
    try {
      results.push(await benchOn('PostgreSQL', { url: server.url }, bench));
    } finally {
      server.stop();
    }
  }
  return results;
}
