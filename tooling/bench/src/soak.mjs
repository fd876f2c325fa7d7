import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { api, withdrawalApi } from '@marquee/api-client/contract';
import { startPlatform } from '@marquee/harness/platform';
import { startProxy } from '@marquee/harness/proxy';
import { encrypted, loadNow, PAYMENT_PASSWORD, prepare, preparePlayers } from './load.mjs';

/** Requests in flight at once, each loop choosing its next call by the mix. */
const LOOPS = 20;
/**
 * The mix of calls: browse, balance, spins (by SPINNING_MEMBERS members), money moved (a deposit
 * ordered and paid, a withdrawal asked for).
 */
const MIX = [
  ['browse', 0.7],
  ['balance', 0.2],
  ['spin', 0.08],
  ['deposit', 0.01],
  ['withdrawal', 0.01],
];
const SPINNING_MEMBERS = 50;
/**
 * The members who deposit, one at random each time: a member may have 3 orders waiting for
 * payment, which bursts of one member's deposits passed. Members of their own, since a deposit
 * owes wagering before a withdrawal.
 */
const DEPOSITING_MEMBERS = 10;
/** A withdrawal of 100.00, the brand's smallest; a member may ask for WITHDRAWALS_A_DAY a day. */
const WITHDRAWAL = 10_000;
const WITHDRAWALS_A_DAY = 5;
/**
 * The kill window: from the kill until this long after the restarted instance answers; a call in
 * flight at any moment of it counts in it.
 */
const KILL_WINDOW_TAIL_MS = 2_000;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function pickCall() {
  let roll = Math.random();
  for (const [name, share] of MIX) {
    roll -= share;
    if (roll < 0) return name;
  }
  return MIX[0][0];
}

/** The answer's body when it is a success; otherwise throws its status and code, the error's name. */
async function answered(res) {
  const text = await res.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {}
  if (res.ok && body?.success !== false) return body;
  throw new Error(`${res.status} ${body?.code ?? ''}`.trim());
}

/**
 * The soak: two instances of the built platform on one throwaway PostgreSQL (`url`) behind a
 * round-robin proxy, `seconds` of mixed load from LOOPS loops through the proxy; half-way the second
 * instance is killed with SIGKILL and started again on its port. Prints the figures and the
 * ledger check, and answers whether the ledger held.
 */
export async function soak(databaseUrl, seconds) {
  const env = { DATABASE_URL: databaseUrl, MARQUEE_DEMO: '1' };
  const first = await startPlatform(env);
  let second = await startPlatform(env);
  const ports = [first, second].map((platform) => Number(new URL(platform.url).port));
  const proxy = await startProxy(ports);
  const calls = [];
  const acknowledged = { spins: [], deposits: [], withdrawals: [] };
  const kill = { start: 0, end: 0 };
  let pacedWithdrawals = 0;
  try {
    const { auth } = await prepare(proxy.url);
    // the members who spin also withdraw; a longer soak needs more of them, as each may withdraw
    // only WITHDRAWALS_A_DAY times a day
    const pool = Math.max(SPINNING_MEMBERS, Math.ceil(seconds / 4));
    console.info(`Registering ${pool} members ready to withdraw…`);
    const players = await preparePlayers(proxy.url, pool, { withdrawing: true });
    const depositors = await preparePlayers(proxy.url, DEPOSITING_MEMBERS);
    console.info(`Soaking for ${seconds} s…`);
    const spinners = players.slice(0, SPINNING_MEMBERS);
    const withdrawals = new Map(players.map((player) => [player, 0]));
    const json = { 'content-type': 'application/json' };
    const run = {
      browse: () =>
        fetch(`${proxy.url}${api.games.list.path}?gameType=RNG&language=EN&pageNum=1&pageSize=60`).then(
          answered,
        ),
      balance: () => fetch(`${proxy.url}${api.wallet.balance.path}`, { headers: auth }).then(answered),
      spin: async () => {
        const { launchToken, stake } = spinners[Math.floor(Math.random() * spinners.length)];
        const idempotencyKey = randomUUID();
        const body = await fetch(`${proxy.url}/demo-game/api/round`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ token: launchToken, stake, idempotencyKey }),
        }).then(answered);
        acknowledged.spins.push(idempotencyKey);
        return body;
      },
      deposit: async () => {
        const { auth: member } = depositors[Math.floor(Math.random() * depositors.length)];
        const order = await fetch(`${proxy.url}${api.deposit.create.path}`, {
          method: 'POST',
          headers: { ...json, ...member },
          body: JSON.stringify({ channel: 'GCASH', amount: 10_000, idempotencyKey: randomUUID() }),
        }).then(answered);
        if (!order.value?.payUrl) throw new Error('no payment page');
        const paid = await fetch(new URL(order.value.payUrl, proxy.url), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'result=PAID',
        }).then(answered);
        acknowledged.deposits.push(order.value.orderNo);
        return paid;
      },
      withdrawal: async () => {
        const player = [...withdrawals.keys()].find((member) => withdrawals.get(member) < WITHDRAWALS_A_DAY);
        if (!player) throw new Error('the pool of members who may withdraw is used up');
        withdrawals.set(player, withdrawals.get(player) + 1);
        const order = await fetch(
          `${proxy.url}${withdrawalApi.create.path}`,
          encrypted(
            withdrawalApi.create.method,
            {
              amount: WITHDRAWAL,
              bankAccountId: player.bankAccountId,
              paymentPassword: PAYMENT_PASSWORD,
              idempotencyKey: randomUUID(),
            },
            player.auth,
          ),
        ).then(answered);
        acknowledged.withdrawals.push(order.value.orderNo);
        return order;
      },
    };
    const startedAt = performance.now();
    const until = startedAt + seconds * 1000;
    // the pool's withdrawals spread over the whole soak: one picked ahead of that pace is a browse
    let withdrawing = 0;
    const paced = (name) => {
      if (name !== 'withdrawal') return name;
      const share = (performance.now() - startedAt) / (seconds * 1000);
      if (withdrawing >= Math.ceil(share * pool * WITHDRAWALS_A_DAY)) {
        pacedWithdrawals += 1;
        return 'browse';
      }
      withdrawing += 1;
      return name;
    };
    const loop = async () => {
      while (performance.now() < until) {
        const name = paced(pickCall());
        const started = performance.now();
        let error = null;
        try {
          await run[name]();
        } catch (failure) {
          error = failure.cause?.code ?? failure.message;
        }
        calls.push({ name, at: started, ms: performance.now() - started, ok: error === null, error });
      }
    };
    const killer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
      kill.start = performance.now();
      await second.kill();
      second = await startPlatform({ ...env, PORT: String(ports[1]) });
      kill.end = performance.now() + KILL_WINDOW_TAIL_MS;
    })();
    await Promise.all([...Array.from({ length: LOOPS }, loop), killer]);
    report(calls, kill, seconds, (kill.end - KILL_WINDOW_TAIL_MS - kill.start) / 1000);
    console.info(
      `  withdrawals paced to the pool of ${pool} members (${WITHDRAWALS_A_DAY} each a day): ${pacedWithdrawals} picked ahead of the pace were browses`,
    );
  } finally {
    await proxy.close();
    await Promise.all([first.stop(), second.stop()]);
  }
  return ledgerCheck(databaseUrl, acknowledged);
}

function report(calls, kill, seconds, downSeconds) {
  // a call in flight when the instance died is the kill's too
  const inKill = (call) => call.at <= kill.end && call.at + call.ms >= kill.start;
  const outside = calls.filter((call) => !inKill(call));
  const failed = (list) => list.filter((call) => !call.ok).length;
  const rate = (list) => (list.length ? (100 * failed(list)) / list.length : 0);
  console.info(
    `\n== Soak: two instances behind a round-robin proxy, ${seconds} s, ${LOOPS} loops; one killed (SIGKILL) half-way, restarted in ${downSeconds.toFixed(1)} s ==`,
  );
  console.info(`  ${loadNow()} at the end, shared with whatever else runs on the machine`);
  console.info(
    `  requests ${calls.length} (${(calls.length / seconds).toFixed(0)}/s), errors ${failed(calls)}; outside the kill window ${outside.length} requests, ${failed(outside)} errors (${rate(outside).toFixed(3)} %, target < 0.1 %); inside it ${calls.length - outside.length} requests, ${failed(calls) - failed(outside)} errors`,
  );
  console.info(
    `  ${'call'.padEnd(8)} ${'requests'.padStart(8)} ${'errors'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}`,
  );
  const reasons = new Map();
  for (const call of calls)
    if (!call.ok) {
      const reason = `${call.name} ${call.error}${inKill(call) ? ' (kill window)' : ''}`;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  for (const [name] of MIX) {
    const mine = calls.filter((call) => call.name === name);
    const sorted = mine.map((call) => call.ms).sort((a, b) => a - b);
    const ms = (q) => `${quantile(sorted, q).toFixed(0).padStart(5)} ms`;
    console.info(
      `  ${name.padEnd(8)} ${String(mine.length).padStart(8)} ${String(failed(mine)).padStart(6)} ${ms(0.5)} ${ms(0.95)} ${ms(0.99)}`,
    );
  }
  if (reasons.size > 0)
    console.info(`  errors: ${[...reasons].map(([reason, times]) => `${reason} ×${times}`).join(', ')}`);
}

/** One value from PostgreSQL through Debian's psql client. */
function sqlValue(databaseUrl, query) {
  // on standard input: the acknowledged keys make a query longer than one argument may be
  const result = spawnSync('psql', [databaseUrl, '-At', '-v', 'ON_ERROR_STOP=1'], {
    input: query,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * Every acknowledged round, deposit and withdrawal is in the ledger exactly once, every wallet equals the sum
 * of its entries, no balance is negative. Answers whether all of it holds.
 */
function ledgerCheck(databaseUrl, acknowledged) {
  const list = (keys) => keys.map((key) => `('${key.replace(/'/g, '')}')`).join(',') || "('')";
  // one pass over the ledger for all the keys: its unique index leads with the member, which
  // the acknowledged keys do not name, so a lookup per key read the whole ledger each time
  const count = (keys, expression) =>
    Number(
      sqlValue(
        databaseUrl,
        `with entries as (select idempotency_key, count(*) as times from ledger_entries group by idempotency_key)
          select count(*) from (values ${list(keys)}) as acked(key)
          left join entries on entries.idempotency_key = ${expression}
          where acked.key <> '' and coalesce(entries.times, 0) <> 1`,
      ),
    );
  const spinsOff = count(acknowledged.spins, "'round:' || acked.key || ':bet'");
  const depositsOff = count(acknowledged.deposits, "'deposit:' || acked.key");
  const withdrawalsOff = count(acknowledged.withdrawals, "'withdrawal:' || acked.key");
  const walletsOff = Number(
    sqlValue(
      databaseUrl,
      'select count(*) from wallets w where w.balance <> coalesce((select sum(amount) from ledger_entries l where l.member_id = w.member_id), 0)',
    ),
  );
  const negative = Number(sqlValue(databaseUrl, 'select count(*) from wallets where balance < 0'));
  const held =
    spinsOff === 0 && depositsOff === 0 && withdrawalsOff === 0 && walletsOff === 0 && negative === 0;
  console.info(
    `  ledger: ${acknowledged.spins.length} acknowledged rounds (${spinsOff} not exactly once), ${acknowledged.deposits.length} acknowledged deposits (${depositsOff} not exactly once), ${acknowledged.withdrawals.length} acknowledged withdrawals (${withdrawalsOff} not exactly once); wallets not equal to their entries' sum: ${walletsOff}; negative balances: ${negative} — ${held ? 'money conserved' : 'MONEY NOT CONSERVED'}`,
  );
  return held;
}
