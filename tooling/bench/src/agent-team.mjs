// The demo agent network (50,000 members five levels deep with 90 days of play): the agent centre's
// team overview, user P&L and team management over the last 30 days, answered through the
// platform's own app in process (routing, session, query, JSON), on an in-memory PGlite and on
// PostgreSQL.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { agentCentreApi } from '@marquee/api-client/contract';
import { openDatabase, seedDemoNetwork } from '@marquee/platform';
import { sql } from 'drizzle-orm';
import { brandDay, demoApp, onEachDatabase, rowsOf, sessionOf, timeGet } from './in-process.mjs';

// members at each level below the agent: 50,000 in all, the last level players, the others sub-agents
const LEVELS = [10, 100, 1_000, 10_000, 38_890];
const DAYS = 90;
const RANGE_DAYS = 30;
// rounds each member plays over the 90 days (`AGENT_BENCH_ROUNDS`), each with its BET entry
const ROUNDS = Number(process.env.AGENT_BENCH_ROUNDS ?? 10);
const WARM_UP = Number(process.env.AGENT_BENCH_WARM_UP ?? 5);
const RUNS = Number(process.env.AGENT_BENCH_RUNS ?? 30);
// `figures` (the default): the members' figures per day written straight, by one set-based insert
// (what the reports read; minutes on PGlite); `rounds`: the rounds and ledger entries themselves,
// which the database adds up (12–13 min on PostgreSQL, hours on PGlite)
const PLAY = process.env.AGENT_BENCH_PLAY ?? 'figures';

/**
 * The platform's demo agent network (what `node dist/cli.js demo-network` writes: the top agent,
 * its team level by level, their play and contracts), and a session of its agent.
 */
async function writeTeam(db) {
  const network = await seedDemoNetwork(db, { levels: LEVELS, days: DAYS, rounds: ROUNDS, play: PLAY });
  return { token: await sessionOf(db, network.agentId), counts: network };
}

/**
 * The network a database holds already (`AGENT_BENCH_URL`, seeded once: the seed takes minutes),
 * and a session of its agent.
 */
async function heldTeam(db) {
  const [row] = rowsOf(
    await db.execute(sql`select m.id, (select count(*) from member_tree t where t.ancestor_id = m.id) as team,
        (select count(*) from member_day_figures f join member_tree t on t.descendant_id = f.member_id
          and t.ancestor_id = m.id) as "memberDays",
        (select count(*) from bets b join member_tree t on t.descendant_id = b.member_id
          and t.ancestor_id = m.id) as bets,
        (select count(*) from ledger_entries e join member_tree t on t.descendant_id = e.member_id
          and t.ancestor_id = m.id) as entries
      from members m where m.account = 'netagent'`),
  );
  if (!row) throw new Error('AGENT_BENCH_URL: no demo network there (node dist/cli.js demo-network)');
  return { token: await sessionOf(db, Number(row.id)), counts: row };
}

async function bench(db, held = false) {
  const started = performance.now();
  const { token, counts } = held ? await heldTeam(db) : await writeTeam(db);
  const written = performance.now() - started;
  const app = demoApp(db);
  const range = `from=${brandDay(RANGE_DAYS - 1)}&to=${brandDay(0)}`;
  const runs = { warmUp: WARM_UP, runs: RUNS };
  // the machine's one-minute load average around the timed calls: figures taken on a shared machine
  // are only comparable at a similar load
  const loadBefore = loadavg()[0];
  const overview = await timeGet(app, `${agentCentreApi.overview.path}?${range}`, token, runs);
  const profit = await timeGet(app, `${agentCentreApi.profit.path}?${range}&page=1`, token, runs);
  const members = await timeGet(app, `${agentCentreApi.members.path}?page=1`, token, runs);
  return { written, counts, overview, profit, members, load: [loadBefore, loadavg()[0]] };
}

/** `AGENT_BENCH_URL`: a PostgreSQL URL, or the data folder of an embedded PGlite (its DATA_DIR). */
async function onHeld(target) {
  const database = await openDatabase(/^postgres(ql)?:/.test(target) ? { url: target } : { dataDir: target });
  try {
    return [
      { title: `held network (${database.description})`, held: true, ...(await bench(database.db, true)) },
    ];
  } finally {
    await database.close();
  }
}

export function agentTeam({ postgres = true } = {}) {
  if (process.env.AGENT_BENCH_URL) return onHeld(process.env.AGENT_BENCH_URL);
  return onEachDatabase(bench, {
    pglite: process.env.AGENT_BENCH_ONLY !== 'postgres',
    postgres: postgres && process.env.AGENT_BENCH_ONLY !== 'pglite',
  });
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

export function printAgentTeam(results) {
  console.info(
    `\n== Agent team of ${LEVELS.reduce((a, b) => a + b, 0).toLocaleString('en')} members, ${LEVELS.length} levels, ${DAYS} days of play; reports over ${RANGE_DAYS} days ==`,
  );
  console.info(
    `  (in-process requests through the app; ${RUNS} timed after ${WARM_UP}; target <= 300 ms; cpu: this process's per call, PGlite's included, PostgreSQL's not)`,
  );
  for (const result of results) {
    const { team, bets, entries, memberDays } = result.counts;
    const what = `${Number(team).toLocaleString('en')} members, ${Number(memberDays).toLocaleString('en')} member days (${Number(bets).toLocaleString('en')} rounds, ${Number(entries).toLocaleString('en')} ledger entries)`;
    console.info(
      result.held
        ? `  ${result.title}: ${what} held`
        : `  ${result.title}: ${what} written in ${(result.written / 1000).toFixed(1)} s`,
    );
    console.info(`    load average ${result.load.map((load) => load.toFixed(1)).join(' → ')} while timed`);
    const overview = result.overview.value;
    console.info(
      `    team overview (${overview.activeMembers} active, valid bet ${overview.bets.validBet}): p50 ${ms(result.overview.p50)}, p95 ${ms(result.overview.p95)}, cpu ${ms(result.overview.cpuMs)}`,
    );
    console.info(
      `    user P&L (${result.profit.value.totalRows} members, page 1):          p50 ${ms(result.profit.p50)}, p95 ${ms(result.profit.p95)}, cpu ${ms(result.profit.cpuMs)}`,
    );
    console.info(
      `    team management (${result.members.value.totalRows} direct, page 1):          p50 ${ms(result.members.p50)}, p95 ${ms(result.members.p95)}, cpu ${ms(result.members.cpuMs)}`,
    );
  }
}

// run directly: only this bench
if (import.meta.url === `file://${process.argv[1]}`) printAgentTeam(await agentTeam());
