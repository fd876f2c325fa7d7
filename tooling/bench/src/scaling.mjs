import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { api } from '@marquee/api-client/contract';
import { startPlatform } from '@marquee/harness/platform';
import { cpuBudget, cpuBudgetsUnavailable } from './cpu-budget.mjs';
import { GAMES_LIST, loadNow, prepare, settle } from './load.mjs';
import { cpuMs, idleMs, postgresCpuMs, postmasterPid } from './proc-cpu.mjs';

/**
 * The CPU each platform instance and each bare route may use, in cores: on 2 cores one instance
 * at 0.4 is held well below the machine, and two (0.8) leave room for PostgreSQL and the generator.
 */
const BUDGET = Number(process.env.LOAD_CPU_BUDGET || 0.4);
const SECONDS = 10;
const CONNECTIONS = 50;
/** wrk's threads: one per instance when there are two, so each instance gets half the connections. */
const THREADS = 2;
/** Above this share of a core the generator may be what limits the rate, not the servers. */
const GENERATOR_LIMIT = 0.7;
/** CPU is sampled from this long after wrk starts until this long before it ends: its steady state. */
const SAMPLE_MARGIN_MS = 1_000;

/**
 * wrk's script: thread i sends to target i (mod the targets), so two instances get one thread and
 * half the connections each, with no proxy in the way; at the end, the figures as one JSON line.
 */
const wrkScript = (targets) => `
local targets = { ${targets.map(({ port }) => `"${port}"`).join(', ')} }
local started = 0
function setup(thread)
  thread.addr = wrk.lookup("127.0.0.1", targets[started % #targets + 1])[1]
  started = started + 1
end
function done(summary, latency)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"us":%d,"p99":%d,"errors":%d,"status":%d}\\n',
    summary.requests, summary.duration, latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;

/** wrk runs so far: each has a cgroup of its own, named by its number. */
let wrkRuns = 0;

const wrkInstalled = () => spawnSync('sh', ['-c', 'command -v wrk']).status === 0;

/** A bare route (bare-route.mjs) answering `file`'s bytes: its port, pid and stop. */
function startBareRoute(file, contentType) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-route.mjs'), file, contentType],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = String(chunk).match(/listening on (\d+)/);
      if (match) resolve({ port: Number(match[1]), pid: child.pid, stop });
    });
    child.once('exit', (code) => reject(new Error(`the bare route exited with ${code}`)));
  });
}

/**
 * The CPU use of everything in a run: the generator, each server, PostgreSQL, the machine's idle
 * time, and each server's throttled periods.
 */
const snapshot = (generator, servers, postmaster) => ({
  generator: cpuMs(generator),
  servers: servers.map((server) => ({ cpu: cpuMs(server.pid), ...server.budget.throttling() })),
  postgres: postgresCpuMs(postmaster),
  idle: idleMs(),
  at: performance.now(),
});

/**
 * One wrk run of `call` against `servers` (platform instances or bare routes), CONNECTIONS over
 * `threads` threads (THREADS) for `seconds` (SECONDS): req/s, p99 and errors, with what each
 * process's CPU did between its first and last second (in cores) and the share of each server's
 * periods throttled.
 */
async function generate(scratch, call, servers, postmaster, { seconds = SECONDS, threads = THREADS } = {}) {
  const script = path.join(scratch, 'targets.lua');
  writeFileSync(script, wrkScript(servers));
  const headers = Object.entries(call.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const wrk = spawn(
    'wrk',
    ['-t', String(threads), '-c', String(CONNECTIONS), '-d', `${seconds}s`, '--timeout', '5s', '-s', script]
      .concat(headers)
      .concat(`http://127.0.0.1:${servers[0].port}${call.path}`),
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  wrkRuns += 1;
  const weight = cpuBudget(`wrk-${wrkRuns}`, null, wrk.pid);
  let out = '';
  wrk.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise((resolve) => wrk.once('exit', resolve));
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await wait(SAMPLE_MARGIN_MS);
  const before = snapshot(wrk.pid, servers, postmaster);
  await wait(seconds * 1000 - 2 * SAMPLE_MARGIN_MS);
  const after = snapshot(wrk.pid, servers, postmaster);
  const code = await exited;
  weight.remove();
  const line = out.split('\n').find((candidate) => candidate.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk exited with ${code}: ${out}`);
  const result = JSON.parse(line);
  const cores = (from, to) => (to - from) / (after.at - before.at);
  return {
    rps: result.requests / (result.us / 1e6),
    p99: result.p99 / 1000,
    errors: result.errors + result.status,
    generator: cores(before.generator, after.generator),
    servers: after.servers.map((server, i) => ({
      cores: cores(before.servers[i].cpu, server.cpu),
      throttled:
        (server.throttled - before.servers[i].throttled) /
        Math.max(1, server.periods - before.servers[i].periods),
    })),
    postgres: cores(before.postgres, after.postgres),
    idle: cores(before.idle, after.idle),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const cores = (value) => value.toFixed(2);
const percent = (value) => `${(100 * value).toFixed(0)} %`;

/**
 * One setup's line: req/s of each run, and the medians over its runs of the rest; `ceiling` is
 * the median req/s of the bare routes in the same number.
 */
function setupLine(label, runs, ceiling) {
  const mid = (pick) => median(runs.map(pick));
  const servers = runs[0].servers.map(
    (_, i) =>
      `${cores(mid((run) => run.servers[i].cores))} (${percent(mid((run) => run.servers[i].throttled))})`,
  );
  return [
    label.padEnd(16),
    runs
      .map((run) => run.rps.toFixed(0).padStart(6))
      .join(' ')
      .padEnd(14),
    `${mid((run) => run.p99).toFixed(1)} ms`.padStart(9),
    (mid((run) => run.rps) / ceiling).toFixed(2).padStart(9),
    String(runs.reduce((sum, run) => sum + run.errors, 0)).padStart(6),
    servers.join(', ').padEnd(24),
    (mid((run) => run.rps / run.servers.reduce((sum, server) => sum + server.cores, 0)) / 1000)
      .toFixed(1)
      .padStart(8),
    cores(mid((run) => run.postgres)).padStart(10),
    cores(mid((run) => run.generator)).padStart(5),
    cores(mid((run) => run.idle)).padStart(5),
  ].join('  ');
}

/** One call's runs: each setup's line, the two-instance ratio, and whether the generator had room. */
function printCall(call, runs) {
  console.info(
    `\n== Load, ${call.name}: one and two instances on PostgreSQL and the bare route, each server held to ${BUDGET} core (${CORE} in the rows "a core"), wrk ${THREADS} threads ${CONNECTIONS} connections ${SECONDS} s a run; ${loadNow()} ==`,
  );
  console.info(
    `  ${'setup'.padEnd(16)}  ${'req/s each run'.padEnd(14)}  ${'p99'.padStart(9)}  × ceiling  errors  ${'cores a server (throttled)'.padEnd(24)}  k req/core  PostgreSQL    wrk   idle`,
  );
  const rate = (setup) => median(runs[setup].map((run) => run.rps));
  for (const [setup, label, ceiling] of SETUPS)
    console.info(`  ${setupLine(label, runs[setup], rate(ceiling))}`);
  console.info(
    `  two instances ÷ one: ${(rate('two') / rate('one')).toFixed(2)} × (each run ${runs.two
      .map((run, i) => (run.rps / runs.one[i].rps).toFixed(2))
      .join(
        ', ',
      )}); two bare routes ÷ one: ${(rate('bareTwo') / rate('bareOne')).toFixed(2)} ×, so the platform's ratio is ${(
      rate('two') / rate('one') / (rate('bareTwo') / rate('bareOne'))
    ).toFixed(2)} of the bare routes'`,
  );
  const held = Math.min(...runs.two.flatMap((run) => run.servers.map((server) => server.cores)));
  console.info(
    held >= 0.9 * BUDGET
      ? `  each of the two instances had its budget (at least ${cores(held)} of ${BUDGET} core in every run)`
      : `  an instance had as little as ${cores(held)} of its ${BUDGET} core in a run: the machine's other work, not the budget, held it there`,
  );
  // the same wrk, in the same run, drove the bare routes: the platform's rate well below that,
  // with wrk on a fraction of a core, is a rate the generator was not holding back
  const platform = [...runs.one, ...runs.two];
  const generator = Math.max(...platform.map((run) => run.generator));
  const headroom = rate('bareTwo') / rate('two');
  console.info(
    generator < GENERATOR_LIMIT && headroom >= 2
      ? `  the generator was not the limit: on the platform wrk took at most ${cores(generator)} of a core (< ${GENERATOR_LIMIT}), and it drove the two bare routes at ${headroom.toFixed(1)} × the two instances' rate`
      : `  the generator may have been the limit: on the platform wrk took up to ${cores(generator)} of a core (limit ${GENERATOR_LIMIT}), and drove the two bare routes at only ${headroom.toFixed(1)} × the two instances' rate`,
  );
}

/**
 * A whole core for one server: where its p99 is the server's own. Under BUDGET the quota's pauses
 * (up to the rest of each 10 ms period) are in every p99, the bare route's too.
 */
const CORE = 1;

/**
 * The setups each call runs, in the order they alternate: each with its label, its ceiling and
 * the CPU each of its servers may use.
 */
const SETUPS = [
  ['one', 'one instance', 'bareOne', BUDGET],
  ['two', 'two instances', 'bareTwo', BUDGET],
  ['bareOne', 'bare route', 'bareOne', BUDGET],
  ['bareTwo', 'two bare routes', 'bareTwo', BUDGET],
  ['oneCore', 'one, a core', 'bareCore', CORE],
  ['bareCore', 'bare, a core', 'bareCore', CORE],
];

/** The setups of `call`, alternating `repeats` times: each setup's runs. */
async function alternate(call, instances, routes, postmaster, { scratch, repeats }) {
  const servers = {
    one: [instances[0]],
    two: instances,
    bareOne: [routes[0]],
    bareTwo: routes,
    oneCore: [instances[0]],
    bareCore: [routes[0]],
  };
  const runs = Object.fromEntries(SETUPS.map(([setup]) => [setup, []]));
  // the first load of a fresh process runs cold code (V8 compiles it as it goes): 3 s of it on every
  // server before the runs, so the first setup measured is not the only one paying for it
  const all = [...instances, ...routes];
  await generate(scratch, call, all, postmaster, { seconds: 3, threads: all.length });
  for (let run = 0; run < repeats; run += 1) {
    for (const [setup, , , cores] of SETUPS) {
      if (instances.includes(servers[setup][0])) for (const instance of instances) await settle(instance.url);
      for (const server of servers[setup]) server.budget.setCores(cores);
      try {
        runs[setup].push(await generate(scratch, call, servers[setup], postmaster));
      } finally {
        for (const server of servers[setup]) server.budget.setCores(BUDGET);
      }
    }
  }
  return runs;
}

/**
 * One and two platform instances on the throwaway PostgreSQL `postgres`, and one and two bare
 * routes answering the same bytes (the ceiling), each server a process held to BUDGET of a core by
 * a cgroup of its own, under wrk: the games list and the balance, the setups alternating `repeats`
 * times. Skipped, saying why, without wrk or where cgroups cannot be made.
 */
export async function scalingBench(postgres, { repeats = 2 } = {}) {
  const unavailable = wrkInstalled()
    ? cpuBudgetsUnavailable()
    : "wrk is missing: install Debian's package with 'sudo apt-get install -y wrk'";
  if (unavailable) {
    console.info(`\n== Load, one and two instances: skipped (${unavailable}) ==`);
    return;
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-scaling-'));
  const instances = [];
  const budgets = [];
  const budget = (name, server) => {
    server.budget = cpuBudget(name, BUDGET, server.pid);
    budgets.push(server.budget);
  };
  try {
    const postmaster = postmasterPid(postgres.dataDir);
    for (const name of ['instance-a', 'instance-b']) {
      const platform = await startPlatform({ MARQUEE_DEMO: '1', DATABASE_URL: postgres.url });
      instances.push(platform);
      platform.port = Number(new URL(platform.url).port);
      budget(name, platform);
    }
    const { auth } = await prepare(instances[0].url);
    const calls = [
      { name: 'games list', path: GAMES_LIST, headers: {} },
      { name: 'balance', path: api.wallet.balance.path, headers: auth },
    ];
    for (const [index, call] of calls.entries()) {
      const answer = await fetch(`${instances[0].url}${call.path}`, { headers: call.headers });
      const file = path.join(scratch, 'answer');
      writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
      const routes = [];
      try {
        for (const name of ['bare-a', 'bare-b']) {
          const route = await startBareRoute(file, answer.headers.get('content-type'));
          routes.push(route);
          budget(`${name}-${index}`, route);
        }
        printCall(call, await alternate(call, instances, routes, postmaster, { scratch, repeats }));
      } finally {
        await Promise.all(routes.map((route) => route.stop()));
      }
    }
  } finally {
    for (const budget of budgets) budget.remove();
    await Promise.all(instances.map((instance) => instance.stop()));
    rmSync(scratch, { recursive: true, force: true });
  }
}
