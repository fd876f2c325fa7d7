// An agent's team of 50,000 members five levels deep with 90 days of play: the agent centre's
// team overview, user P&L and team management over the last 30 days, answered through the
// platform's own app in process (routing, session, query, JSON), on an in-memory PGlite and on
// PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { agentCentreApi } from '@marquee/api-client/contract';
import { createApp, loadConfig, MEMORY_DATA_DIR, openDatabase, seedDatabase } from '@marquee/platform';
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
const rowsOf = (result) => result.rows ?? result;

/** The brand's day (Manila, UTC+8, no daylight saving) `back` days before now. */
function brandDay(back) {
  return new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
}

/** A deterministic spread of instants over the last `days` days, from two integers. */
const ago = (a, b, days) =>
  sql`now() - make_interval(secs => ((${a} * 7919 + ${b} * 104729) % ${days * 86_400})::float8)`;

/**
 * The agent, its team level by level (each member's upline among the level above; the database's
 * own trigger writes the closure rows), their wallets, rounds and ledger entries (the rounds' BET
 * and WIN entries, two deposits each, a withdrawal from every fifth, a bonus for every third),
 * all by set-based inserts.
 */
async function writeTeam(db) {
  const [agent] = rowsOf(
    await db.execute(sql`insert into members (account, nickname, password_changed_at, created_at, is_agent)
      values ('benchagent', 'Bench agent', now(), now() - interval '200 days', 1) returning id`),
  );
  const agentId = Number(agent.id);
  let above = { first: agentId, count: 1 };
  for (const [index, count] of LEVELS.entries()) {
    const level = index + 1;
    const isAgent = level < LEVELS.length ? 2 : 0;
    const [range] = rowsOf(
      await db.execute(sql`with added as (
          insert into members (account, nickname, password_changed_at, created_at, is_agent, upline_id)
          select 'bench' || ${level}::int || 'm' || n, 'Bench', now(), ${ago(sql`n`, level, 120)}, ${isAgent},
            ${above.first}::int + n % ${above.count}::int
          from generate_series(0, ${count - 1}) n order by n
          returning id)
        select min(id) as first, count(*) as count from added`),
    );
    above = { first: Number(range.first), count: Number(range.count) };
  }
  await db.execute(sql`insert into wallets (member_id, balance, currency, updated_at)
    select descendant_id, 50000000, 'PHP', now() from member_tree where ancestor_id = ${agentId}
    union all select ${agentId}, 50000000, 'PHP', now()`);
  // the games as arrays picked from by position: a join on `i = n % k` (k from the same side)
  // cannot be hashed and compares every round with every game
  await db.execute(sql`insert into bets (member_id, node_id, vassalage, category, stake, payout, balance_after,
      outcome, idempotency_key, created_at)
    with g as (select array_agg(node_id order by node_id) as node_ids,
      array_agg(vassalage order by node_id) as vendors, array_agg(category order by node_id) as categories,
      count(*)::int as k from games where is_game = 'GAME')
    select t.descendant_id, g.node_ids[1 + (t.descendant_id + r) % g.k], g.vendors[1 + (t.descendant_id + r) % g.k],
      g.categories[1 + (t.descendant_id + r) % g.k], 100 + (r % 7) * 50,
      case when (t.descendant_id + r) % 3 = 0 then 300 + (r % 11) * 40 else 0 end, 50000000, '{}'::jsonb,
      'bench-' || t.descendant_id || '-' || r, ${ago(sql`t.descendant_id`, sql`r`, DAYS)}
    from member_tree t cross join generate_series(1, ${ROUNDS}) r cross join g
    where t.ancestor_id = ${agentId}`);
  await db.execute(sql`insert into ledger_entries (member_id, amount, balance_after, kind, idempotency_key, reference, created_at)
    select b.member_id, -b.stake, 50000000, 'BET', 'bet:' || b.id, b.id::text, b.created_at
      from bets b join member_tree t on t.descendant_id = b.member_id and t.ancestor_id = ${agentId}
    union all
    select b.member_id, b.payout, 50000000, 'WIN', 'win:' || b.id, b.id::text, b.created_at
      from bets b join member_tree t on t.descendant_id = b.member_id and t.ancestor_id = ${agentId}
      where b.payout > 0`);
  await db.execute(sql`insert into ledger_entries (member_id, amount, balance_after, kind, idempotency_key, reference, created_at)
    select t.descendant_id, 10000 + (t.descendant_id % 9) * 5000, 50000000, 'DEPOSIT', 'dep:' || t.descendant_id || ':' || d,
      'bench', ${ago(sql`t.descendant_id`, sql`d * 31`, DAYS)}
      from member_tree t cross join generate_series(1, 2) d where t.ancestor_id = ${agentId}
    union all
    select t.descendant_id, -5000, 50000000, 'WITHDRAWAL', 'wd:' || t.descendant_id, 'bench',
      ${ago(sql`t.descendant_id`, 77, DAYS)}
      from member_tree t where t.ancestor_id = ${agentId} and t.descendant_id % 5 = 0
    union all
    select t.descendant_id, 1000, 50000000, 'BONUS', 'bonus:' || t.descendant_id, 'bench',
      ${ago(sql`t.descendant_id`, 13, DAYS)}
      from member_tree t where t.ancestor_id = ${agentId} and t.descendant_id % 3 = 0`);
  await db.execute(sql`analyze`);
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into sessions (token_hash, member_id, created_at, last_seen_at, expires_at)
    values (${createHash('sha256').update(token).digest('hex')}, ${agentId}, now(), now(), now() + interval '1 day')`);
  const [counts] = rowsOf(
    await db.execute(sql`select (select count(*) from member_tree where ancestor_id = ${agentId}) as team,
      (select count(*) from bets) as bets, (select count(*) from ledger_entries) as entries`),
  );
  return { token, counts };
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
