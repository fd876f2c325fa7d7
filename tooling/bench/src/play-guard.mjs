// The responsible gaming check on a game round: the demo game's round (`POST /demo-game/api/round`,
// through the platform's own app in process: routing, launch token, the round's transaction) for
// one member with a month of history, timed without any play limit and then with every limit set
// (deposit, loss and wager per day, week and month, and a session time limit), so the guard reads
// the limits and sums the periods' stakes, losses and deposits in the round's transaction. On an
// in-memory PGlite and on a throwaway PostgreSQL.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { api } from '@marquee/api-client/contract';
import { createApp, loadConfig, MEMORY_DATA_DIR, openDatabase, seedDatabase } from '@marquee/platform';
import { sql } from 'drizzle-orm';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';

// a month of play before the bench: 20,000 rounds' BET entries and the WIN entries of a third
const HISTORY = 20_000;
const WARM_UP = 20;
const RUNS = 200;
const rowsOf = (result) => result.rows ?? result;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function member(db) {
  const [row] = rowsOf(
    await db.execute(sql`insert into members (account, nickname, password_changed_at, created_at)
      values ('benchguard', 'Bench', now(), now() - interval '40 days') returning id`),
  );
  const memberId = Number(row.id);
  await db.execute(sql`insert into ledger_entries (member_id, amount, balance_after, kind, idempotency_key, reference, created_at)
    select ${memberId}::int, -100::bigint, 500000000, 'BET', 'hist-bet-' || n, n::text, now() - make_interval(secs => n * 130)
    from generate_series(1, ${HISTORY}::int) n
    union all
    select ${memberId}::int, 250::bigint, 500000000, 'WIN', 'hist-win-' || n, n::text, now() - make_interval(secs => n * 130)
    from generate_series(1, ${HISTORY}::int) n where n % 3 = 0`);
  await db.execute(sql`insert into wallets (member_id, balance, currency, updated_at)
    values (${memberId}, 500000000, 'PHP', now())`);
  await db.execute(sql`analyze`);
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into sessions (token_hash, member_id, created_at, last_seen_at, expires_at)
    values (${createHash('sha256').update(token).digest('hex')}, ${memberId}, now(), now(), now() + interval '1 day')`);
  return { memberId, token };
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

/** p50 and p95 of RUNS rounds one after another, after WARM_UP rounds. */
async function timeRounds(app, launchToken) {
  const round = async () => {
    const res = await app.request('http://127.0.0.1/demo-game/api/round', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: launchToken, stake: 100, idempotencyKey: randomUUID() }),
    });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`round: ${res.status} ${JSON.stringify(body)}`);
  };
  for (let index = 0; index < WARM_UP; index += 1) await round();
  const times = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await round();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchOn(title, target) {
  const database = await openDatabase(target);
  try {
    await seedDatabase(database.db);
    const { memberId, token } = await member(database.db);
    const config = loadConfig({ ...process.env, MARQUEE_DEMO: '1', DATA_DIR: MEMORY_DATA_DIR });
    const app = createApp({ db: database.db, config });
    const launchToken = await launch(app, database.db, token);
    const without = await timeRounds(app, launchToken);
    await setEveryLimit(database.db, memberId);
    const limited = await timeRounds(app, launchToken);
    return { title: `${title} (${database.description})`, without, limited };
  } finally {
    await database.close();
  }
}

export async function playGuard() {
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

const ms = (value) => `${value.toFixed(2)} ms`.padStart(9);

export function printPlayGuard(results) {
  console.info(
    '\n== A game round with and without play limits (in-process, one member, a month of history) ==',
  );
  console.info(`  (${RUNS} rounds timed after ${WARM_UP}; target: the limits add <= 2 ms at p95)`);
  for (const { title, without, limited } of results) {
    console.info(`  ${title}`);
    console.info(`    no limits:      p50 ${ms(without.p50)}, p95 ${ms(without.p95)}`);
    console.info(`    every limit:    p50 ${ms(limited.p50)}, p95 ${ms(limited.p95)}`);
    console.info(`    added at p95: ${ms(limited.p95 - without.p95)}`);
  }
}

// run directly: only this bench
if (import.meta.url === `file://${process.argv[1]}`) printPlayGuard(await playGuard());
