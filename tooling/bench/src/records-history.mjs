// The records of a long history: one member with 100,000 game rounds over 90 days (and their
// 100,000 BET entries plus the WIN entries of a third of them): the betting record, the account
// record and the P&L over the whole range, answered through the platform's own app in process
// (routing, session, query, JSON), on an in-memory PGlite and on PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { recordsApi } from '@marquee/api-client/contract';
import { createApp, loadConfig, MEMORY_DATA_DIR, openDatabase, seedDatabase } from '@marquee/platform';
import { sql } from 'drizzle-orm';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';

const ROUNDS = 100_000;
const DAYS = 90;
const WARM_UP = 10;
const RUNS = 50;
const rowsOf = (result) => result.rows ?? result;

/** The brand's day (Manila, UTC+8, no daylight saving) `back` days before now. */
function brandDay(back) {
  return new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
}

/** The member, its 90 days of rounds and their ledger entries, written by set-based inserts. */
async function writeHistory(db) {
  const [member] = rowsOf(
    await db.execute(sql`insert into members (account, nickname, password_changed_at, created_at)
      values ('benchhistory', 'Bench', now(), now() - interval '100 days') returning id`),
  );
  const memberId = Number(member.id);
  const spacing = (DAYS * 86_400) / ROUNDS;
  await db.execute(sql`insert into bets (member_id, node_id, vassalage, category, stake, payout, balance_after,
      outcome, idempotency_key, created_at)
    with g as (select node_id, vassalage, category, row_number() over (order by node_id) - 1 as i,
      count(*) over () as k from games where is_game = 'GAME')
    select ${memberId}, g.node_id, g.vassalage, g.category, 100 + (n % 7) * 50,
      case when n % 3 = 0 then 300 + (n % 11) * 40 else 0 end, 50000000, '{}'::jsonb, 'bench-' || n,
      now() - make_interval(secs => n * ${spacing}::float8)
    from generate_series(1, ${ROUNDS}) n join g on g.i = n % g.k`);
  await db.execute(sql`insert into ledger_entries (member_id, amount, balance_after, kind, idempotency_key, reference, created_at)
    select member_id, -stake, 50000000, 'BET', 'bet:' || id, id::text, created_at from bets where member_id = ${memberId}
    union all
    select member_id, payout, 50000000, 'WIN', 'win:' || id, id::text, created_at from bets
      where member_id = ${memberId} and payout > 0`);
  await db.execute(sql`insert into wallets (member_id, balance, currency, updated_at)
    values (${memberId}, 50000000, 'PHP', now())`);
  await db.execute(sql`analyze`);
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into sessions (token_hash, member_id, created_at, last_seen_at, expires_at)
    values (${createHash('sha256').update(token).digest('hex')}, ${memberId}, now(), now(), now() + interval '1 day')`);
  return token;
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
    const token = await writeHistory(database.db);
    const written = performance.now() - started;
    const config = loadConfig({ ...process.env, MARQUEE_DEMO: '1', DATA_DIR: MEMORY_DATA_DIR });
    const app = createApp({ db: database.db, config });
    const range = `from=${brandDay(DAYS)}&to=${brandDay(0)}`;
    const bets = await timeCall(app, `${recordsApi.bets.path}?${range}&page=1&language=EN`, token);
    const account = await timeCall(app, `${recordsApi.account.path}?${range}&page=1`, token);
    const profit = await timeCall(app, `${recordsApi.profit.path}?${range}`, token);
    return { title: `${title} (${database.description})`, written, bets, account, profit };
  } finally {
    await database.close();
  }
}

export async function recordsHistory() {
  const results = [await benchOn('PGlite', { memory: true })];
  const postgres = await startThrowawayPostgres();
  if (postgres) {
    try {
      results.push(await benchOn('PostgreSQL', { url: postgres.url }));
    } finally {
      postgres.stop();
    }
  }
  return results;
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

export function printRecordsHistory(results) {
  console.info(
    `\n== Records of ${ROUNDS.toLocaleString('en')} rounds over ${DAYS} days, first page of the whole range ==`,
  );
  console.info(`  (in-process requests through the app; ${RUNS} timed after ${WARM_UP}; target <= 150 ms)`);
  for (const result of results) {
    console.info(`  ${result.title}: history written in ${(result.written / 1000).toFixed(1)} s`);
    console.info(
      `    betting record (rows + totals of ${result.bets.value.totals.count}): p50 ${ms(result.bets.p50)}, p95 ${ms(result.bets.p95)}`,
    );
    console.info(
      `    account record (${result.account.value.totalRows} entries):          p50 ${ms(result.account.p50)}, p95 ${ms(result.account.p95)}`,
    );
    console.info(
      `    P&L (${result.profit.value.days.length} days, totals of ${result.profit.value.totals.count}):       p50 ${ms(result.profit.p50)}, p95 ${ms(result.profit.p95)}`,
    );
  }
}

// run directly: only this bench
if (import.meta.url === `file://${process.argv[1]}`) printRecordsHistory(await recordsHistory());
