// The responsible gaming check on a game round, for two members with the same month of history, one
// without any play limit and one with every limit (deposit, loss and wager per day, week and month,
// and a session time limit), taking turns so that the machine's load falls on both alike:
// - the check alone: `guardPlay` in a transaction, as a round calls it (the exclusion, the limits
//   and what each has used in its period);
// - the whole round: the demo game's round (`POST /demo-game/api/round`, through the platform's own
//   app in process: routing, launch token, the round's transaction).
// On an in-memory PGlite and on a throwaway PostgreSQL, each seeded once and timed `repeats` times,
// so that a quiet machine's run prints each repeat and their median.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { api } from '@marquee/api-client/contract';
import { guardPlay } from '@marquee/platform';
import { sql } from 'drizzle-orm';
import { benchMember, demoApp, onEachDatabase, percentiles, rowsOf, sessionOf } from './in-process.mjs';

// a month of play before the bench: 20,000 rounds' BET entries and the WIN entries of a third
const HISTORY = 20_000;
const WARM_UP = 20;

/** A count from a flag or its environment variable: a whole number from 1 up. */
function count(name, value, fallback) {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number from 1 up, not ${value}`);
  return number;
}

/**
 * Timed rounds of each member per repeat (`--runs`, PLAY_GUARD_RUNS, 200) and repeats
 * (`--repeats`, PLAY_GUARD_REPEATS, 1); the flags are read when this file runs alone.
 */
function settingsOf(args) {
  return {
    runs: count('runs', args.runs ?? process.env.PLAY_GUARD_RUNS, 200),
    repeats: count('repeats', args.repeats ?? process.env.PLAY_GUARD_REPEATS, 1),
  };
}

async function member(db, account) {
  const memberId = await benchMember(db, { account, ageDays: 40, balance: 500_000_000 });
  await db.execute(sql`insert into ledger_entries (member_id, amount, balance_after, kind, idempotency_key, reference, created_at)
    select ${memberId}::int, -100::bigint, 500000000, 'BET', ${account} || '-bet-' || n, n::text, now() - make_interval(secs => n * 130)
    from generate_series(1, ${HISTORY}::int) n
    union all
    select ${memberId}::int, 250::bigint, 500000000, 'WIN', ${account} || '-win-' || n, n::text, now() - make_interval(secs => n * 130)
    from generate_series(1, ${HISTORY}::int) n where n % 3 = 0`);
  await db.execute(sql`analyze`);
  return { memberId, token: await sessionOf(db, memberId) };
}

/** Every limit, far above what the bench stakes, so each round is checked and none refused. */
async function setEveryLimit(db, memberId) {
  for (const kind of ['DEPOSIT', 'LOSS', 'WAGER']) {
    for (const period of ['DAY', 'WEEK', 'MONTH']) {
      await db.execute(sql`insert into play_limits (member_id, kind, period, amount, updated_at)
        values (${memberId}, ${kind}, ${period}, 90000000, now())`);
    }
  }
  await db.execute(sql`insert into play_limits (member_id, kind, period, amount, updated_at)
    values (${memberId}, 'SESSION', 'SESSION', 1440, now())`);
}

async function launch(app, db, token) {
  const [game] = rowsOf(
    await db.execute(sql`select node_id from games where category = 'RNG' and is_game = 'GAME' and min_bet <= 100
      order by node_id limit 1`),
  );
  const res = await app.request(`http://127.0.0.1${api.games.launchGame.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ nodeId: Number(game.node_id), language: 'EN' }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`launch: ${res.status} ${body.message}`);
  return body.value.url.split('/').pop();
}

/**
 * Runs `a` and `b` in turn, WARM_UP + runs times each, swapping which goes first, so that the
 * machine's load falls on both alike: p50 and p95 of the times they report after the warm-up.
 */
async function inTurns(a, b, runs) {
  const times = { a: [], b: [] };
  for (let index = 0; index < WARM_UP + runs; index += 1) {
    const order =
      index % 2 === 0
        ? [
            ['a', a],
            ['b', b],
          ]
        : [
            ['b', b],
            ['a', a],
          ];
    for (const [name, run] of order) {
      const took = await run();
      if (index >= WARM_UP) times[name].push(took);
    }
  }
  return { a: percentiles(times.a), b: percentiles(times.b) };
}

/** A demo game round through the app: the time of the whole request. */
function round(app, launchToken) {
  return async () => {
    const started = performance.now();
    const res = await app.request('http://127.0.0.1/demo-game/api/round', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: launchToken, stake: 100, idempotencyKey: randomUUID() }),
    });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`round: ${res.status} ${JSON.stringify(body)}`);
    return performance.now() - started;
  };
}

/**
 * The check alone, timed inside the transaction a round opens (the transaction's own cost is not in
 * it): its time, and the CPU time this process spent on it, which on a loaded machine does not count
 * the waits for a core (on PGlite the database runs in this process, so that is the check's whole
 * cost; on PostgreSQL the server's share is not in it).
 */
function check(db, memberId, cpu) {
  return async () => {
    let took = 0;
    await db.transaction(async (tx) => {
      const started = performance.now();
      const startedCpu = process.cpuUsage();
      await guardPlay(tx, memberId, { kind: 'STAKE', amount: 100 }, new Date(), { startedAt: new Date() });
      const used = process.cpuUsage(startedCpu);
      took = performance.now() - started;
      cpu.push((used.user + used.system) / 1000);
    });
    return took;
  };
}

/** One repeat on a seeded database: the check, its CPU time and the whole round, each member in turn. */
async function timeOnce({ db, app, free, limited }, runs) {
  const cpu = { without: [], limited: [] };
  const checks = await inTurns(
    check(db, free.memberId, cpu.without),
    check(db, limited.memberId, cpu.limited),
    runs,
  );
  const rounds = await inTurns(
    round(app, await launch(app, db, free.token)),
    round(app, await launch(app, db, limited.token)),
    runs,
  );
  return {
    check: { without: checks.a, limited: checks.b },
    cpu: {
      without: percentiles(cpu.without.slice(WARM_UP)),
      limited: percentiles(cpu.limited.slice(WARM_UP)),
    },
    round: { without: rounds.a, limited: rounds.b },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each figure's median over the repeats (p50 with p50s, p95 with p95s). */
function medianOf(repeats) {
  const figure = (measure, member, at) => median(repeats.map((one) => one[measure][member][at]));
  const of = (measure) =>
    Object.fromEntries(
      ['without', 'limited'].map((member) => [
        member,
        { p50: figure(measure, member, 'p50'), p95: figure(measure, member, 'p95') },
      ]),
    );
  return { check: of('check'), cpu: of('cpu'), round: of('round') };
}

function benchWith({ runs, repeats }) {
  return async (db) => {
    const free = await member(db, 'benchfree');
    const limited = await member(db, 'benchlimited');
    await setEveryLimit(db, limited.memberId);
    await db.execute(sql`analyze`);
    const seeded = { db, app: demoApp(db), free, limited };
    const times = [];
    for (let repeat = 0; repeat < repeats; repeat += 1) times.push(await timeOnce(seeded, runs));
    return { runs, repeats: times, median: medianOf(times) };
  };
}

export function playGuard(args = {}) {
  return onEachDatabase(benchWith(settingsOf(args)));
}

const ms = (value) => `${value.toFixed(2)} ms`.padStart(9);

function printFigures(indent, { check, cpu, round }) {
  const line = (label, { p50, p95 }) => console.info(`${indent}${label} p50 ${ms(p50)}, p95 ${ms(p95)}`);
  line('the check, no limits:  ', check.without);
  line('the check, every limit:', check.limited);
  line('its CPU, no limits:    ', cpu.without);
  line('its CPU, every limit:  ', cpu.limited);
  line('a round, no limits:    ', round.without);
  line('a round, every limit:  ', round.limited);
  console.info(
    `${indent}every limit adds at p95: the check ${ms(check.limited.p95 - check.without.p95)}, its CPU ${ms(cpu.limited.p95 - cpu.without.p95)}, a round ${ms(round.limited.p95 - round.without.p95)}`,
  );
}

export function printPlayGuard(results) {
  console.info(
    '\n== The play limits on a game round (in-process, two members with a month of history each) ==',
  );
  const [first] = results;
  const repeats = first?.repeats.length ?? 0;
  console.info(
    `  (${first?.runs} of each per repeat, ${repeats} repeat(s), the member without limits and the one with every limit taking turns, after ${WARM_UP};`,
  );
  console.info('   target: checking the limits adds <= 2 ms at p95)');
  for (const { title, repeats: times, median: middle } of results) {
    console.info(`  ${title}`);
    if (times.length === 1) {
      printFigures('    ', times[0]);
      continue;
    }
    times.forEach((figures, index) => {
      console.info(`    repeat ${index + 1} of ${times.length}`);
      printFigures('      ', figures);
    });
    console.info(`    median of the ${times.length} repeats (each figure's own median)`);
    printFigures('      ', middle);
    const added = (measure) =>
      median(times.map((one) => one[measure].limited.p95 - one[measure].without.p95));
    console.info(
      `      median of the repeats' own p95 differences: the check ${ms(added('check'))}, its CPU ${ms(added('cpu'))}, a round ${ms(added('round'))}`,
    );
  }
}

// run directly: only this bench
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, repeats: { type: 'string' } } });
  printPlayGuard(await playGuard(values));
}
