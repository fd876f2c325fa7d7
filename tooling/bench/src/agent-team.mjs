// The demo agent network (50,000 members five levels deep with 90 days of play): the agent centre's
// team overview, user P&L and team management over the last 30 days, answered through the
// platform's own app in process (routing, session, query, JSON), on an in-memory PGlite and on
// PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { agentCentreApi } from '@marquee/api-client/contract';
import {
  createApp,
  loadConfig,
  MEMORY_DATA_DIR,
  openDatabase,
  seedDatabase,
  seedDemoNetwork,
} from '@marquee/platform';
import { sql } from 'drizzle-orm';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';

// members at each level below the agent: 50,000 in all, the last level players, the others sub-agents
const LEVELS = [10, 100, 1_000, 10_000, 38_890];
const DAYS = 90;
const RANGE_DAYS = 30;
// rounds each member plays over the 90 days (`AGENT_BENCH_ROUNDS`), each with its BET entry
const ROUNDS = Number(process.env.AGENT_BENCH_ROUNDS ?? 10);
const WARM_UP = Number(process.env.AGENT_BENCH_WARM_UP ?? 5);
const RUNS = Number(process.env.AGENT_BENCH_RUNS ?? 30);

/** The brand's day (Manila, UTC+8, no daylight saving) `back` days before now. */
function brandDay(back) {
  return new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The platform's demo agent network (what `node dist/cli.js demo-network` writes: the top agent,
 * its team level by level, their rounds, ledger entries and contracts), and a session of its agent.
 */
async function writeTeam(db) {
  const network = await seedDemoNetwork(db, { levels: LEVELS, days: DAYS, rounds: ROUNDS });
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into sessions (token_hash, member_id, created_at, last_seen_at, expires_at)
    values (${createHash('sha256').update(token).digest('hex')}, ${network.agentId}, now(), now(), now() + interval '1 day')`);
  return { token, counts: network };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50 and p95 of RUNS calls one after another, after WARM_UP calls. */
async function timeCall(app, path, token) {
  const call = async () => {
    const res = await app.request(`http://127.0.0.1${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    if (!body.success) throw new Error(`${path}: ${res.status} ${body.message}`);
    return body.value;
  };
  for (let index = 0; index < WARM_UP; index += 1) await call();
  const times = [];
  let value;
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    value = await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), value };
}

async function benchOn(title, target) {
  const database = await openDatabase(target);
  try {
    await seedDatabase(database.db);
    const started = performance.now();
    const { token, counts } = await writeTeam(database.db);
    const written = performance.now() - started;
    const config = loadConfig({ ...process.env, MARQUEE_DEMO: '1', DATA_DIR: MEMORY_DATA_DIR });
    const app = createApp({ db: database.db, config });
    const range = `from=${brandDay(RANGE_DAYS - 1)}&to=${brandDay(0)}`;
    const overview = await timeCall(app, `${agentCentreApi.overview.path}?${range}`, token);
    const profit = await timeCall(app, `${agentCentreApi.profit.path}?${range}&page=1`, token);
    const members = await timeCall(app, `${agentCentreApi.members.path}?page=1`, token);
    return { title: `${title} (${database.description})`, written, counts, overview, profit, members };
  } finally {
    await database.close();
  }
}

export async function agentTeam({ postgres = true } = {}) {
  const results = [];
  if (process.env.AGENT_BENCH_ONLY !== 'postgres') results.push(await benchOn('PGlite', { memory: true }));
  const server =
    postgres && process.env.AGENT_BENCH_ONLY !== 'pglite' ? await startThrowawayPostgres() : null;
  if (server) {
    try {
      results.push(await benchOn('PostgreSQL', { url: server.url }));
    } finally {
      server.stop();
    }
  }
  return results;
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

export function printAgentTeam(results) {
  console.info(
    `\n== Agent team of ${LEVELS.reduce((a, b) => a + b, 0).toLocaleString('en')} members, ${LEVELS.length} levels, ${DAYS} days of play; reports over ${RANGE_DAYS} days ==`,
  );
  console.info(`  (in-process requests through the app; ${RUNS} timed after ${WARM_UP}; target <= 300 ms)`);
  for (const result of results) {
    const { team, bets, entries } = result.counts;
    console.info(
      `  ${result.title}: ${Number(team).toLocaleString('en')} members, ${Number(bets).toLocaleString('en')} rounds, ${Number(entries).toLocaleString('en')} ledger entries written in ${(result.written / 1000).toFixed(1)} s`,
    );
    const overview = result.overview.value;
    console.info(
      `    team overview (${overview.activeMembers} active, valid bet ${overview.bets.validBet}): p50 ${ms(result.overview.p50)}, p95 ${ms(result.overview.p95)}`,
    );
    console.info(
      `    user P&L (${result.profit.value.totalRows} members, page 1):          p50 ${ms(result.profit.p50)}, p95 ${ms(result.profit.p95)}`,
    );
    console.info(
      `    team management (${result.members.value.totalRows} direct, page 1):          p50 ${ms(result.members.p50)}, p95 ${ms(result.members.p95)}`,
    );
  }
}

// run directly: only this bench
if (import.meta.url === `file://${process.argv[1]}`) printAgentTeam(await agentTeam());
