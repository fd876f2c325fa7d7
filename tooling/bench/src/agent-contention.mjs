// Hot team rows: every bet adds itself to the day row of each of the member's uplines
// (`team_day_figures`, migration 0045), so the top agent's row of the day is shared by its whole
// team. Measures what that costs: PARALLEL rounds at once, each its own transaction (the bet row
// and its ledger entry, as a played round writes them), by members five levels below one agent
// and, for comparison, by members of no team, on PostgreSQL.

import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase, seedDatabase, seedDemoNetwork } from '@marquee/platform';
import { sql } from 'drizzle-orm';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';
import { percentiles, rowsOf } from './in-process.mjs';

const PARALLEL = Number(process.env.CONTENTION_PARALLEL ?? 50);
const WAVES = Number(process.env.CONTENTION_WAVES ?? 10);

/** One round of `memberId`: its bet and its BET entry in one transaction, timed. */
async function round(db, memberId, key) {
  const started = performance.now();
  await db.transaction(async (tx) => {
    const [bet] = rowsOf(
      await tx.execute(sql`insert into bets (member_id, node_id, vassalage, category, stake, payout,
          balance_after, outcome, idempotency_key, created_at)
        select ${memberId}, node_id, vassalage, category, 100, 0, 0, '{}'::jsonb, ${key}, now()
        from games where is_game = 'GAME' order by node_id limit 1
        returning id`),
    );
    await tx.execute(sql`insert into ledger_entries (member_id, amount, balance_after, kind, idempotency_key, reference, created_at)
      values (${memberId}, -100, 0, 'BET', ${`bet:${bet.id}`}, ${String(bet.id)}, now())`);
  });
  return performance.now() - started;
}

/** WAVES waves of PARALLEL rounds at once, one by each member: rounds per second and latency. */
async function waves(db, members, label) {
  const times = [];
  const started = performance.now();
  for (let wave = 0; wave < WAVES; wave += 1) {
    times.push(
      ...(await Promise.all(members.map((id, index) => round(db, id, `${label}-${wave}-${index}`)))),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  return { label, perSecond: times.length / seconds, ...percentiles(times) };
}

export async function agentContention() {
  const server = await startThrowawayPostgres();
  if (!server) return null;
  const database = await openDatabase({ url: server.url, poolSize: PARALLEL });
  try {
    await seedDatabase(database.db);
    // one agent, one sub-agent at each of four levels, PARALLEL players at the fifth
    const network = await seedDemoNetwork(database.db, {
      levels: [1, 1, 1, 1, PARALLEL],
      days: 1,
      rounds: 1,
    });
    const team = rowsOf(
      await database.db.execute(sql`select descendant_id as id from member_tree
        where ancestor_id = ${network.agentId} and depth = 5 order by 1`),
    ).map((row) => Number(row.id));
    const loose = rowsOf(
      await database.db.execute(sql`insert into members (account, nickname, password_changed_at, created_at, is_agent)
        select 'loose' || n, 'Loose', now(), now(), 0 from generate_series(1, ${PARALLEL}) n returning id`),
    ).map((row) => Number(row.id));
    // warm up both paths once, then take turns
    await waves(database.db, loose.slice(0, 5), 'warm-loose');
    await waves(database.db, team.slice(0, 5), 'warm-team');
    const results = [];
    for (let turn = 0; turn < 2; turn += 1) {
      results.push(await waves(database.db, loose, `no team (turn ${turn + 1})`));
      results.push(await waves(database.db, team, `five levels deep (turn ${turn + 1})`));
    }
    return { results, load: os.loadavg() };
  } finally {
    await database.close();
    server.stop();
  }
}

export function printAgentContention(outcome) {
  if (!outcome) return;
  console.info(
    `\n== ${PARALLEL} parallel rounds (bet + ledger entry) x ${WAVES} waves on PostgreSQL; load ${outcome.load.map((l) => l.toFixed(1)).join(' ')} ==`,
  );
  for (const result of outcome.results)
    console.info(
      `  ${result.label.padEnd(28)} ${result.perSecond.toFixed(0).padStart(6)} rounds/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
    );
}

// run directly: only this bench
if (import.meta.url === `file://${process.argv[1]}`) printAgentContention(await agentContention());
