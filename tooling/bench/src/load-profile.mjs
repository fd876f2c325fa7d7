import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { api } from '@marquee/api-client/contract';
import { startPlatform } from '@marquee/harness/platform';
import autocannon from 'autocannon';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';
import { GAMES_LIST, loadNow, prepare, preparePlayers, settle } from './load.mjs';
import { psql, sampleWaits, waitsLine, walAndUpdates, walAndUpdatesLine } from './pg-diagnostics.mjs';
import { cpuMs, postgresCpuMs, postmasterPid } from './proc-cpu.mjs';

/**
 * The statements since the last reset (the bench's own reading statements left out): calls, their
 * execution time in ms, and whether the client sent them (a trigger's or a foreign key's statements
 * are nested: their time is also in the statement that fired them).
 */
function statements(postgres) {
  return psql(
    postgres,
    `select calls, plans, total_exec_time, total_plan_time, toplevel, regexp_replace(query, '\\s+', ' ', 'g') from pg_stat_statements
      where query not like '%pg_stat_%' order by calls desc`,
  ).map((row) => {
    const [calls, plans, time, plan, toplevel] = row.split('|', 5);
    const query = row.split('|').slice(5).join('|');
    return {
      calls: Number(calls),
      plans: Number(plans),
      ms: Number(time),
      planMs: Number(plan),
      toplevel: toplevel === 't',
      query,
    };
  });
}

/**
 * The bytes the platform has allocated on its heap so far (heap-allocated.mjs, loaded into it,
 * answers SIGUSR2 in `run.allocatedFile`); null if it does not answer within 2 s.
 */
async function allocatedBytes(run) {
  run.asked += 1;
  process.kill(run.platform.pid, 'SIGUSR2');
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      const answer = JSON.parse(readFileSync(run.allocatedFile, 'utf8'));
      if (answer.asked === run.asked) return answer.allocated;
    } catch {
      // not written yet, or being written
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/**
 * One call under autocannon (50 connections, `seconds`) with what it cost: the platform's and
 * PostgreSQL's CPU time and PostgreSQL's statements (pg_stat_statements), each per request, its WAL
 * and HOT updates per request, and what its busy backends waited on.
 */
async function profiled(name, run, options) {
  const { platform, postgres, postmaster, seconds } = run;
  await settle(platform.url);
  psql(postgres, 'select pg_stat_statements_reset()');
  const allocatedBefore = await allocatedBytes(run);
  const before = { platform: cpuMs(platform.pid), postgres: postgresCpuMs(postmaster) };
  const databaseBefore = walAndUpdates(postgres);
  const waits = sampleWaits(postgres);
  const result = await autocannon({ duration: seconds, connections: 50, ...options });
  const waited = await waits.stop();
  const after = { platform: cpuMs(platform.pid), postgres: postgresCpuMs(postmaster) };
  const databaseAfter = walAndUpdates(postgres);
  const allocatedAfter = await allocatedBytes(run);
  const requests = result.requests.total;
  const ran = statements(postgres);
  const total = ran.reduce((sum, statement) => sum + statement.calls, 0);
  const sent = ran.filter((statement) => statement.toplevel);
  const sentCalls = sent.reduce((sum, statement) => sum + statement.calls, 0);
  const sentMs = sent.reduce((sum, statement) => sum + statement.ms, 0);
  const sentPlanMs = sent.reduce((sum, statement) => sum + statement.planMs, 0);
  console.info(
    `\n${name}: ${requests} requests, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.timeouts + result.non2xx}`,
  );
  const allocated =
    allocatedBefore === null || allocatedAfter === null
      ? 'unknown'
      : `${((allocatedAfter - allocatedBefore) / requests / 1024).toFixed(1)} KB`;
  console.info(
    `  CPU per request: platform ${((after.platform - before.platform) / requests).toFixed(3)} ms, PostgreSQL ${((after.postgres - before.postgres) / requests).toFixed(3)} ms; statements per request ${(total / requests).toFixed(2)} (${(sentCalls / requests).toFixed(2)} sent by the platform, planning ${(sentPlanMs / requests).toFixed(3)} ms, executing ${(sentMs / requests).toFixed(3)} ms); platform heap allocated per request ${allocated}`,
  );
  console.info(walAndUpdatesLine(databaseBefore, databaseAfter, requests));
  console.info(waitsLine(waited));
  console.info(
    '   calls     ms  (per request; * sent by the platform, the others nested in a trigger or a key check)',
  );
  // the statements of each request, not those of a job that happened to run meanwhile
  for (const statement of ran.filter((candidate) => candidate.calls / requests >= 0.05)) {
    console.info(
      `  ${(statement.calls / requests).toFixed(2).padStart(6)} ${(statement.plans / requests).toFixed(2).padStart(6)} ${(statement.planMs / requests).toFixed(3).padStart(6)} ${(statement.ms / requests).toFixed(3).padStart(6)} ${statement.toplevel ? '*' : ' '} ${statement.query.slice(0, 150)}`,
    );
  }
}

/**
 * The load bench's games list, balance and 50 members' spins on one instance over a throwaway
 * PostgreSQL with pg_stat_statements, each with its CPU time and statements per request; with
 * `--cpu-prof` the platform also writes a V8 CPU profile (one for the whole run) to a folder it
 * prints.
 */
async function loadProfile({ seconds, cpuProf, calls }) {
  const postgres = await startThrowawayPostgres({
    settings: [
      'shared_preload_libraries=pg_stat_statements',
      'pg_stat_statements.track=all',
      'pg_stat_statements.track_planning=on',
    ],
  });
  if (!postgres) return;
  const profiles = cpuProf ? mkdtempSync(path.join(tmpdir(), 'marquee-cpu-prof-')) : null;
  try {
    psql(postgres, 'create extension if not exists pg_stat_statements');
    const postmaster = postmasterPid(postgres.dataDir);
    const allocatedFile = path.join(mkdtempSync(path.join(tmpdir(), 'marquee-heap-')), 'allocated.json');
    const platform = await startPlatform(
      { MARQUEE_DEMO: '1', DATABASE_URL: postgres.url, HEAP_ALLOCATED_FILE: allocatedFile },
      {
        nodeArgs: [
          '--import',
          pathToFileURL(path.join(import.meta.dirname, 'heap-allocated.mjs')).href,
          ...(profiles ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : []),
        ],
      },
    );
    try {
      const run = { platform, postgres, postmaster, seconds, allocatedFile, asked: 0 };
      console.info(`== Load profile, PostgreSQL, one instance, ${seconds} s a call (${loadNow()}) ==`);
      const { auth } = await prepare(platform.url);
      if (calls.includes('games')) await profiled('games list', run, { url: `${platform.url}${GAMES_LIST}` });
      if (calls.includes('balance'))
        await profiled('balance', run, { url: `${platform.url}${api.wallet.balance.path}`, headers: auth });
      if (calls.includes('spins')) await spins(platform, run);
      console.info(`\n(${loadNow()})`);
    } finally {
      await platform.stop();
      rmSync(path.dirname(allocatedFile), { recursive: true, force: true });
    }
    if (profiles) console.info(`CPU profile in ${profiles}`);
  } finally {
    postgres.stop();
  }
}

/** 50 members' rounds, each on a wallet of its own, as the load bench's `spin, 50 members`. */
async function spins(platform, run) {
  const players = await preparePlayers(platform.url, 50);
  let turn = 0;
  await profiled('spin, 50 members', run, {
    url: `${platform.url}/demo-game/api/round`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const player = players[turn++ % players.length];
          const body = { token: player.launchToken, stake: player.stake, idempotencyKey: randomUUID() };
          return { ...request, body: JSON.stringify(body) };
        },
      },
    ],
  });
}

const flag = (name) => process.argv.indexOf(name);
await loadProfile({
  seconds: flag('--seconds') > 0 ? Number(process.argv[flag('--seconds') + 1]) : 10,
  cpuProf: flag('--cpu-prof') > 0,
  calls: flag('--calls') > 0 ? process.argv[flag('--calls') + 1].split(',') : ['games', 'balance', 'spins'],
});
