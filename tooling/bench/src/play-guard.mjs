// The responsible gaming check on a game round: the demo game's round (`POST /demo-game/api/round`,
// through the platform's own app in process: routing, launch token, the round's transaction) for
// one member with a month of history, timed without any play limit and then with every limit set
// (deposit, loss and wager per day, week and month, and a session time limit), so the guard reads
// the limits and sums the periods' stakes, losses and deposits in the round's transaction. On an
// in-memory PGlite and on a throwaway PostgreSQL.
import { randomUUID } from 'node:crypto';
import { api } from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import { benchMember, demoApp, onEachDatabase, rowsOf, sessionOf, timeRuns } from './in-process.mjs';

// a month of play before the bench: 20,000 rounds' BET entries and the WIN entries of a third
const HISTORY = 20_000;
const WARM_UP = 20;
const RUNS = 200;

async function member(db) {
  const memberId = await benchMember(db, { account: 'benchguard', ageDays: 40, balance: 500_000_000 });
  await db.execute(sql`insert into ledger_entries (member_id, amount, balance_after, kind, idempotency_key, reference, created_at)
    select ${memberId}::int, -100::bigint, 500000000, 'BET', 'hist-bet-' || n, n::text, now() - make_interval(secs => n * 130)
    from generate_series(1, ${HISTORY}::int) n
    union all
    select ${memberId}::int, 250::bigint, 500000000, 'WIN', 'hist-win-' || n, n::text, now() - make_interval(secs => n * 130)
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

/** p50 and p95 of RUNS rounds one after another, after WARM_UP rounds. */
function timeRounds(app, launchToken) {
  return timeRuns(
    async () => {
      const res = await app.request('http://127.0.0.1/demo-game/api/round', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: launchToken, stake: 100, idempotencyKey: randomUUID() }),
      });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`round: ${res.status} ${JSON.stringify(body)}`);
    },
    { warmUp: WARM_UP, runs: RUNS },
  );
}

async function bench(db) {
  const { memberId, token } = await member(db);
  const app = demoApp(db);
  const launchToken = await launch(app, db, token);
  const without = await timeRounds(app, launchToken);
  await setEveryLimit(db, memberId);
  const limited = await timeRounds(app, launchToken);
  return { without, limited };
}

export function playGuard() {
  return onEachDatabase(bench);
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
