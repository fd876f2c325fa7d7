import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { api, ENCRYPTED_HEADER, encryptPayload, securityApi } from '@marquee/api-client/contract';
import autocannon from 'autocannon';

/** The web app's default payload key: the platform under bench runs the demo with it. */
const DEMO_PAYLOAD_KEY = 'marquee-demo-payload-key';
/** The seeded demo account that plays (README: Accounts). */
const PLAYER = { username: 'demo', password: 'Demo1234!', type: 'USERNAME' };
/**
 * Another seeded account for the sign-in runs: a member holds at most five live sessions, so
 * signing the player in again and again would end the session its game token belongs to.
 */
export const SIGNER = { username: 'agent', password: 'Agent1234!', type: 'USERNAME' };

const loginBody = (login) =>
  JSON.stringify({ data: encryptPayload(login, process.env.PAYLOAD_KEY || DEMO_PAYLOAD_KEY) });

async function callJson(url, path, init = {}) {
  const res = await fetch(new URL(path, url), init);
  const body = await res.json();
  if (!res.ok || !body.success)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${body.message}`);
  return body.value;
}

/** Signs a demo account in (the player unless told): its session token. */
export async function signIn(url, login = PLAYER) {
  const answer = await callJson(url, api.session.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ENCRYPTED_HEADER]: '1' },
    body: loginBody(login),
  });
  if (!answer.token) throw new Error('the demo sign-in asked for a second factor');
  return answer.token;
}

/** Launches the first slot for the session `token`: its launch token and smallest stake. */
async function launchSlot(url, token) {
  const auth = { authorization: `Bearer ${token}` };
  const slots = await callJson(url, `${api.games.list.path}?gameType=RNG&language=EN&pageNum=1&pageSize=60`);
  const slot = slots.games.find((game) => game.isGame === 'GAME');
  const launch = await callJson(url, api.games.launchGame.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ nodeId: slot.nodeId, language: 'EN' }),
  });
  const launchToken = launch.url.split('/').pop();
  const state = await callJson(url, `/demo-game/api/state?token=${launchToken}`);
  return { auth, launchToken, stake: state.stakes[0] };
}

/**
 * Signs the demo account in and launches a slot: the token and launch token the runs use. First it
 * waits for the lottery's first tick (a lottery route awaits a tick before it answers): on a fresh
 * demo database that tick draws each game's past draws, about a second of the platform's CPU that
 * otherwise runs beside the first measured call and shows in its p99.
 */
export async function prepare(url) {
  await callJson(url, `${api.lottery.gameMenus.path}?language=EN`);
  return launchSlot(url, await signIn(url));
}

/** A call the platform takes encrypted (the contract's `encrypted` endpoints), as the web app sends it. */
export const encrypted = (method, body, headers = {}) => ({
  method,
  headers: { 'content-type': 'application/json', [ENCRYPTED_HEADER]: '1', ...headers },
  body: JSON.stringify({ data: encryptPayload(body, process.env.PAYLOAD_KEY || DEMO_PAYLOAD_KEY) }),
});

/** A captcha and its answer, read from the demo's outbox as the e2e journeys read it. */
async function solvedCaptcha(url) {
  const { captchaId } = await callJson(url, api.captcha.path);
  const [entry] = await callJson(url, `/__dev/outbox?to=${encodeURIComponent(captchaId)}&kind=captcha`);
  return { captchaId, captchaCode: entry.code };
}

/** The payment password of the members preparePlayers makes. */
export const PAYMENT_PASSWORD = '123456';
let prepared = 0;

/**
 * `count` members of their own, registered through the API (each with the demo's opening balance),
 * each with a slot launched; with `withdrawing`, ready to withdraw by the product's rules: a real
 * name, the payment password and a bank account in that name (no deposit, so no wagering is
 * owed). Answers each one's session, launch token, stake and bank account id.
 */
export async function preparePlayers(url, count, { withdrawing = false } = {}) {
  const one = async () => {
    prepared += 1;
    const number = `${process.pid % 10_000}${String(prepared).padStart(4, '0')}`;
    const username = `soak${number}`.slice(0, 16);
    const registered = await callJson(
      url,
      api.member.register.path,
      encrypted(api.member.register.method, {
        username,
        password: 'Soak12345',
        verifyPwd: 'Soak12345',
        registerUrl: `${url}/register`,
        domain: new URL(url).hostname,
        registerMethod: 'WEB',
        agreeTerms: true,
        ageConfirmed: true,
        ...(await solvedCaptcha(url)),
      }),
    );
    const player = { username, ...(await launchSlot(url, registered.token)) };
    if (!withdrawing) return player;
    const realName = 'Juan Dela Cruz';
    const json = { 'content-type': 'application/json', ...player.auth };
    await callJson(url, securityApi.realName.path, {
      method: securityApi.realName.method,
      headers: json,
      body: JSON.stringify({ realName }),
    });
    await callJson(
      url,
      securityApi.paymentPassword.path,
      encrypted(
        securityApi.paymentPassword.method,
        { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
        player.auth,
      ),
    );
    const account = await callJson(
      url,
      securityApi.addBankAccount.path,
      encrypted(
        securityApi.addBankAccount.method,
        { bankCode: 'BDO', accountName: realName, accountNumber: `10${number}5678` },
        player.auth,
      ),
    );
    return { ...player, bankAccountId: account.id };
  };
  const players = [];
  // a few at a time: registration hashes a password, which is the platform's CPU
  for (let i = 0; i < count; i += 5)
    players.push(...(await Promise.all(Array.from({ length: Math.min(5, count - i) }, one))));
  return players;
}

/**
 * Waits until the platform answers a database read quickly again: requests a run left behind
 * (answered after autocannon gave up on them) must not land in the next run.
 */
export async function settle(url) {
  for (let tries = 0; tries < 120; tries += 1) {
    const started = performance.now();
    await (
      await fetch(`${url}${api.games.winners.path}?gameCategory=ALL&language=EN&limitNum=1`)
    ).arrayBuffer();
    if (performance.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One autocannon run: requests/s, p50, p99 and errors (non-2xx answers and timeouts count). */
async function measure(name, options) {
  await settle(new URL(options.url).origin);
  const connections = options.connections ?? 50;
  const result = await autocannon({ duration: 10, ...options, connections });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

/** The members whose rounds the load bench's second spin run sends. */
export const SPINNING_MEMBERS = 50;

/**
 * Rounds of `players` (preparePlayers), each request for the next of them, each on a wallet of its
 * own: what a lobby's players send at once.
 */
export function membersSpins(url, players, duration = 10) {
  let turn = 0;
  return measure(`spin, ${players.length} members`, {
    url: `${url}/demo-game/api/round`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const player = players[turn++ % players.length];
          return {
            ...request,
            body: JSON.stringify({
              token: player.launchToken,
              stake: player.stake,
              idempotencyKey: randomUUID(),
            }),
          };
        },
      },
    ],
  });
}

/** The endpoints of the load bench against a running platform at `url`. */
export async function loadRuns(url, { duration = 10 } = {}) {
  const { auth, launchToken, stake } = await prepare(url);
  const runs = [];
  runs.push(
    await measure('games list', {
      url: `${url}${api.games.list.path}?gameType=RNG&language=EN&pageNum=1&pageSize=60`,
      duration,
    }),
  );
  runs.push(await measure('balance', { url: `${url}${api.wallet.balance.path}`, headers: auth, duration }));
  runs.push(
    await measure('sign-in', {
      url: `${url}${api.session.login.path}`,
      // an attempt in flight counts as a failure until its password is checked, and three from
      // one IP ask for a captcha (the login throttle): two at a time is what one IP may send
      connections: 2,
      method: 'POST',
      headers: { 'content-type': 'application/json', [ENCRYPTED_HEADER]: '1' },
      body: loginBody(SIGNER),
      duration,
    }),
  );
  runs.push(
    // every round of one member: they queue on the wallet's row lock
    await measure('spin', {
      url: `${url}/demo-game/api/round`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      duration,
      // every round needs its own idempotency key, or it is a replay of the first
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ token: launchToken, stake, idempotencyKey: randomUUID() }),
          }),
        },
      ],
    }),
  );
  runs.push(await membersSpins(url, await preparePlayers(url, SPINNING_MEMBERS), duration));
  runs.push(await depositOrders(url, auth, duration));
  return runs;
}

export const GAMES_LIST = `${api.games.list.path}?gameType=RNG&language=EN&pageNum=1&pageSize=60`;

/** The value at fraction `q` of sorted `values`. */
const quantile = (values, q) => values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

/**
 * Deposit orders: a member may have 3 orders waiting for payment (MAX_PENDING_DEPOSITS), so three
 * loops each place an order (timed) and cancel it at the demo payment page (not timed) before the
 * next. autocannon cannot chain the two calls, hence the loop of our own.
 */
async function depositOrders(url, auth, duration) {
  await settle(url);
  const connections = 3;
  const latencies = [];
  let errors = 0;
  const until = performance.now() + duration * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const res = await fetch(`${url}${api.deposit.create.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ channel: 'GCASH', amount: 10_000, idempotencyKey: randomUUID() }),
      });
      const body = await res.json();
      latencies.push(performance.now() - started);
      if (!res.ok || !body.success) {
        errors += 1;
        continue;
      }
      const cancel = await fetch(new URL(body.value.payUrl, url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'result=CANCELLED',
      });
      await cancel.arrayBuffer();
      if (!cancel.ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  latencies.sort((a, b) => a - b);
  return {
    name: 'deposit order',
    connections,
    rps: latencies.length / duration,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors,
  };
}

const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;

/** The machine's load average now: the bench shares the cores with the platform and anything else. */
export const loadNow = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} (1/5/15 min) on ${cpus().length} cores`;

export function printLoad(title, runs) {
  console.info(`\n== Load, ${title} (autocannon, 10 s a call; ${loadNow()}) ==`);
  console.info(
    `  ${'call'.padEnd(12)} ${'conns'.padStart(5)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} errors`,
  );
  for (const run of runs) {
    console.info(
      `  ${run.name.padEnd(17)} ${String(run.connections).padStart(5)} ${run.rps.toFixed(0).padStart(7)} ${ms(run.p50)} ${ms(run.p99)} ${run.errors}`,
    );
  }
  if (runs.some((run) => run.name === 'deposit order'))
    console.info('  (deposit order: 3 loops of order then cancel, as a member may have 3 orders waiting)');
}
