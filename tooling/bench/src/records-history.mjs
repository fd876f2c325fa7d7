// The records of a long history: one member with 100,000 game rounds over 90 days (and their
// 100,000 BET entries plus the WIN entries of a third of them): the betting record, the account
// record and the P&L over the whole range, answered through the platform's own app in process
// (routing, session, query, JSON), on an in-memory PGlite and on PostgreSQL.
import { performance } from 'node:perf_hooks';
import { recordsApi } from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import { benchMember, brandDay, demoApp, onEachDatabase, sessionOf, timeGet } from './in-process.mjs';

const ROUNDS = 100_000;
const DAYS = 90;
const WARM_UP = 10;
const RUNS = 50;

/** The member, its 90 days of rounds and their ledger entries, written by set-based inserts. */
async function writeHistory(db) {
  const memberId = await benchMember(db, { account: 'benchhistory', ageDays: 100, balance: 50_000_000 });
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
  await db.execute(sql`analyze`);
  return sessionOf(db, memberId);
}

async function bench(db) {
  const started = performance.now();
  const token = await writeHistory(db);
  const written = performance.now() - started;
  const app = demoApp(db);
  const range = `from=${brandDay(DAYS)}&to=${brandDay(0)}`;
  const counts = { warmUp: WARM_UP, runs: RUNS };
  const bets = await timeGet(app, `${recordsApi.bets.path}?${range}&page=1&language=EN`, token, counts);
  const account = await timeGet(app, `${recordsApi.account.path}?${range}&page=1`, token, counts);
  const profit = await timeGet(app, `${recordsApi.profit.path}?${range}`, token, counts);
  return { written, bets, account, profit };
}

export function recordsHistory() {
  return onEachDatabase(bench);
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
