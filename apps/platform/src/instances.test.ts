import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import {
  api,
  CHAT_CONSOLE_SIGN_IN_PATH,
  CHAT_MEMBER_SOCKET_PATH,
  CHAT_OPERATOR_SOCKET_PATH,
  CHAT_ROOM_SOCKET_PATH,
  type ChatRoomServerFrame,
  chatRoomApi,
  securityApi,
} from '@marquee/api-client/contract';
import { and, eq, gt, isNull, like, lte, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { type Database, type Db, notificationsOf, openDatabase } from './db/open';
import {
  bets,
  chatSocketLeases,
  games,
  jobRuns,
  ledgerEntries,
  memberMessages,
  playLimits,
  wallets,
} from './db/schema';
import { answerCacheOf } from './http/answer-cache';
import type { AppEnv } from './http/app-env';
import { runOperatorCommand } from './ops/operator-commands';
import { type RunningServer, SHUTDOWN_DEADLINE_MS, startServer } from './server';
import { issueSmsCode } from './services/accounts/sms-codes';
import { setVendorMaintenance } from './services/games/vendors';
import { JobRuns } from './services/job-runs';
import { READS_CHANNEL } from './services/read-cache';
import { readStoredStatus, writeSetting } from './services/system/settings';
import { postLedgerEntry } from './services/wallet/wallet';
import {
  login,
  memberIdOf,
  outbox,
  registerBody,
  registerMember,
  solvedCaptcha,
  uniqueName,
} from './test-support/accounts';
import { ChatClient } from './test-support/chat-client';
import { firstGame, launchToken, newPlayer, playRound } from './test-support/games';
import { call, openTestDatabase, testApp, testConfig, testDeps, testPlatform } from './test-support/harness';
import { postgresUrlOf, seededPostgresTwins } from './test-support/postgres-twins';
import { checkedWallets, leaveBalance } from './test-support/wallets';

/**
 * Two platform instances on one database: on the throwaway PostgreSQL that TEST_DATABASE_URL names
 * (CI starts one), each with its own pool as two processes would have; without it, two platforms
 * in this process on one PGlite, through the same code. CI must have PostgreSQL.
 */
const url = process.env.TEST_DATABASE_URL;
if (process.env.CI && !url)
  throw new Error('TEST_DATABASE_URL is not set: CI runs the instances test on PostgreSQL');

const opened: Database[] = [];
let a: Db;
let b: Db;

beforeAll(async () => {
  if (url) [a, b] = await seededPostgresTwins(url, 'instances', opened);
  else {
    const shared = await openTestDatabase();
    opened.push(shared);
    [a, b] = [shared.db, shared.db];
  }
}, 120_000);
afterAll(async () => {
  for (const database of opened) await database.close();
});

describe('scheduled jobs on two instances', () => {
  it('runs a period once across both, records where and how, and lists it for the operator', async () => {
    const now = () => new Date();
    const first = new JobRuns(a, 'instance-a', now);
    const second = new JobRuns(b, 'instance-b', now);
    let runs = 0;
    const work = async () => {
      runs += 1;
    };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).once('test job', 'p1', work)),
    );
    expect(runs).toBe(1);
    expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(1);
    const [row] = await b.select().from(jobRuns).where(eq(jobRuns.job, 'test job'));
    expect(row).toMatchObject({ period: 'p1', outcome: 'ok' });
    expect(row?.endedAt).not.toBeNull();
    expect(['instance-a', 'instance-b']).toContain(row?.instance);
    const listed = await runOperatorCommand(a, 'jobs', ['test', 'job'], now());
    expect(listed).toHaveLength(1);
    expect(listed[0]).toContain(`test job\tp1\t${row?.instance}`);
  });

  it('retries a failed period, and takes over a period whose instance died mid-run', async () => {
    const now = () => new Date();
    const first = new JobRuns(a, 'instance-a', now);
    const second = new JobRuns(b, 'instance-b', now);
    await expect(
      first.once('flaky job', 'p1', async () => {
        throw new Error('vendor down');
      }),
    ).rejects.toThrow('vendor down');
    const [failed] = await b.select().from(jobRuns).where(eq(jobRuns.job, 'flaky job'));
    expect(failed?.outcome).toBe('vendor down');
    await expect(second.once('flaky job', 'p1', async () => {})).resolves.toBe('ran');

    // instance A claims a period and dies before it ends: B leaves it while it may still run…
    let finishA: () => void = () => {};
    const dying = first.once('long job', 'p1', () => new Promise<void>((resolve) => (finishA = resolve)));
    await vi.waitFor(async () => {
      expect(await b.select().from(jobRuns).where(eq(jobRuns.job, 'long job'))).toHaveLength(1);
    });
    await expect(second.once('long job', 'p1', async () => {})).resolves.toBe('running');
    // …and runs the next period; the abandoned one too once its lease has run out unrenewed
    await expect(second.once('long job', 'p2', async () => {})).resolves.toBe('ran');
    await expect(second.once('long job', 'p2', async () => {})).resolves.toBe('done');
    await b
      .update(jobRuns)
      .set({ leaseUntil: new Date(Date.now() - 60_000) })
      .where(and(eq(jobRuns.job, 'long job'), eq(jobRuns.period, 'p1')));
    await expect(second.once('long job', 'p1', async () => {})).resolves.toBe('ran');
    finishA();
    await dying;
    const rows = await a.select().from(jobRuns).where(eq(jobRuns.job, 'long job'));
    // the dead instance's late end does not overwrite the run B took over
    expect(rows.map((run) => [run.period, run.instance, run.outcome, run.takenOverFrom]).sort()).toEqual([
      ['p1', 'instance-b', 'ok', 'instance-a'],
      ['p2', 'instance-b', 'ok', null],
    ]);
    const listed = await runOperatorCommand(a, 'jobs', ['long', 'job'], now());
    expect(listed.find((line) => line.startsWith('long job\tp1\t'))).toMatch(/\ttaken over from instance-a$/);
  });

  it.runIf(url)(
    'takes over within one period the run of an instance whose connection dropped mid-run, and pays once',
    async () => {
      const onA = testApp(a);
      const player = await newPlayer(onA, a);
      // the dying instance: a pool of its own, as a process of its own would have
      const lost = await openDatabase({ url: postgresUrlOf(url!, 'instances'), poolSize: 2 });
      const now = () => new Date();
      const dying = new JobRuns(lost.db, 'instance-dying', now);
      const survivor = new JobRuns(b, 'instance-b', now);
      const periodMs = 2000;
      const pay = (db: Db) =>
        postLedgerEntry(db, {
          memberId: player.memberId,
          amount: 5_00,
          kind: 'TEST',
          idempotencyKey: 'takeover-bonus',
        });
      let paidOnDying: () => void = () => {};
      const paid = new Promise<void>((resolve) => (paidOnDying = resolve));
      let finishDying: () => void = () => {};
      const hung = new Promise<void>((resolve) => (finishDying = resolve));
      // it pays, then hangs: the instance is lost before it writes the run's end
      const claimed = dying.once(
        'takeover job',
        'p1',
        async () => {
          await pay(lost.db);
          paidOnDying();
          await hung;
        },
        periodMs,
      );
      await paid;
      await expect(survivor.once('takeover job', 'p1', async () => {}, periodMs)).resolves.toBe('running');
      const droppedAt = Date.now();
      await lost.close();

      // the survivor asks every 100 ms, as its ticks would (every period): it gets the run within one
      let ranAfter = 0;
      await vi.waitFor(
        async () => {
          const claim = await survivor.once('takeover job', 'p1', () => pay(b), periodMs);
          expect(claim).toBe('ran');
          ranAfter = Date.now() - droppedAt;
        },
        { timeout: 3 * periodMs, interval: 100 },
      );
      console.info(
        `job run taken over ${ranAfter} ms after its instance's connection dropped (period ${periodMs} ms)`,
      );
      // the lease is half the period: a second of the period is left for a slow machine
      expect(ranAfter).toBeLessThanOrEqual(periodMs);
      // the lost instance's work returns at last: its end cannot be written, nor would it count
      finishDying();
      await expect(claimed).rejects.toThrow();
      const [run] = await a.select().from(jobRuns).where(eq(jobRuns.job, 'takeover job'));
      expect(run).toMatchObject({ instance: 'instance-b', takenOverFrom: 'instance-dying', outcome: 'ok' });
      const bonuses = await a
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.memberId, player.memberId),
            eq(ledgerEntries.idempotencyKey, 'takeover-bonus'),
          ),
        );
      expect(bonuses).toHaveLength(1);
      await checkedWallets(a, player.memberId, []);
    },
    30_000,
  );
});

/** Resolves when `db`'s instance hears the next change (the cross-instance NOTIFY). */
/** Once `db`'s instance listens: `told`, the next change it is told of. */
async function nextChange(db: Db): Promise<{ told: Promise<unknown> }> {
  let resolveTold: (payload: unknown) => void = () => undefined;
  const told = new Promise((resolve) => {
    resolveTold = resolve;
  });
  await notificationsOf(db)?.subscribe(READS_CHANNEL, resolveTold);
  return { told };
}

/**
 * Reads `read` on B every 20 ms until `seen` holds; answers how long after `since` that was. Gives
 * up after 5 s, so a change that never arrives fails the bound below rather than the test's timeout.
 */
async function seenAfter<T>(read: () => Promise<T>, seen: (value: T) => boolean, since: number) {
  for (;;) {
    if (seen(await read())) return Date.now() - since;
    if (Date.now() - since > 5000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a change on one instance', () => {
  it("is in the other's next reads within 1 s: vendor maintenance and the system status", async () => {
    const onB = testApp(b);
    const vendors = async (app: Hono<AppEnv>) =>
      (
        await call(app, api.games.vendors, { query: { merchantCode: 'MARQUEE' } })
      ).body.value.data.lanes.flatMap((lane) => lane.cards);
    const open = (await vendors(onB)).find((card) => !card.maintenance)!;
    // asked for again, B sends its kept answer (http/answer-cache.ts): the write must end that too
    await vendors(onB);
    await vendors(onB);
    expect(answerCacheOf(onB)?.sent).toBeGreaterThan(0);
    const status = async () => (await call(onB, api.system.status, {})).body.value.status;
    // B has read the vendors and the status: both are in its cache now
    expect(await status()).toBe(0);
    const { told } = await nextChange(b);
    await setVendorMaintenance(a, open.vassalage, true);
    const written = Date.now();
    const vendorDelay = await seenAfter(
      () => vendors(onB),
      (cards) => cards.find((card) => card.vassalage === open.vassalage)?.maintenance === true,
      written,
    );
    // B was told (NOTIFY), not left to a cache's expiry
    await told;

    const { told: statusTold } = await nextChange(b);
    await writeSetting(a, 'system_status', {
      ...(await readStoredStatus(a)),
      status: 1,
      maintenanceEnd: null,
    });
    const statusDelay = await seenAfter(status, (value) => value === 1, Date.now());
    await statusTold;
    console.info(
      `a write on A seen by B's reads after ${vendorDelay} ms (vendor maintenance), ${statusDelay} ms (system status)`,
    );
    expect(vendorDelay).toBeLessThanOrEqual(1000);
    expect(statusDelay).toBeLessThanOrEqual(1000);
    await writeSetting(a, 'system_status', { ...(await readStoredStatus(a)), status: 0 });
    await setVendorMaintenance(a, open.vassalage, false);
  });
});

describe('limits across instances', () => {
  it('checks at most 5 of 200 parallel wrong guesses spread over both, each with a good captcha', async () => {
    const apps = [testApp(a), testApp(b)];
    const member = await registerMember(apps[0]!);
    const ip = '198.51.100.232';
    const captchas = [];
    for (let i = 0; i < 200; i += 1) captchas.push(await solvedCaptcha(apps[i % 2]!));
    const results = await Promise.all(
      captchas.map((captcha, i) => login(apps[i % 2]!, member.username, 'Wrong12345', { ip, ...captcha })),
    );
    expect(results.filter((result) => result.body.code === 'WRONG_CREDENTIALS').length).toBeLessThanOrEqual(
      5,
    );
    expect(results.filter((result) => result.status === 429).length).toBeGreaterThanOrEqual(195);
  }, 120_000);

  it('sends at most 3 SMS codes to one number of 50 parallel requests spread over both', async () => {
    const phone = { countryDialingCode: '63', mobile: '9175550142' };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        issueSmsCode(testDeps(i % 2 ? b : a), phone, 'REGISTER', `198.51.100.${160 + (i % 40)}`),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(
      results.every(
        (result) => result.status === 'fulfilled' || (result.reason as { status?: number }).status === 429,
      ),
    ).toBe(true);
  }, 60_000);

  it('asks for a captcha after 5 registrations from one address of 50 parallel ones spread over both', async () => {
    const apps = [testApp(a), testApp(b)];
    const ip = '198.51.100.233';
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(apps[i % 2]!, api.member.register, { body: registerBody(), ip }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(5);
    expect(results.filter((result) => result.body.code === 'CAPTCHA_NEEDED')).toHaveLength(45);
  }, 60_000);

  it('mails at most 3 reset codes for one account and 3 bind codes for one member of 50 parallel requests each, spread over both', async () => {
    const apps = [testApp(a), testApp(b)];
    const email = `${uniqueName('both')}@example.com`;
    const member = await registerMember(apps[0]!, { email });
    const resets = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(apps[i % 2]!, api.member.forgotPasswordEmail, {
          body: { username: member.username, email },
          ip: `198.51.100.${180 + (i % 10)}`,
        }),
      ),
    );
    expect(resets.filter((result) => result.status === 200)).toHaveLength(3);
    expect(resets.filter((result) => result.body.code === 'TOO_MANY_RESETS')).toHaveLength(47);
    expect(await outbox(apps[1]!, email, 'mail')).toHaveLength(3);

    const next = `${uniqueName('bind')}@example.com`;
    const binds = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(apps[i % 2]!, securityApi.emailCode, { token: member.token, body: { email: next } }),
      ),
    );
    expect(binds.filter((result) => result.status === 200)).toHaveLength(3);
    expect(binds.filter((result) => result.body.code === 'TOO_MANY_SMS')).toHaveLength(47);
    expect(await outbox(apps[0]!, next, 'mail')).toHaveLength(3);
  }, 60_000);

  it("plays one member's rounds one at a time over both: 25 keys each sent to A and B at once, on a small balance", async () => {
    const apps = [testApp(a), testApp(b)];
    const player = await newPlayer(apps[0]!, a);
    const game = await firstGame(a, and(eq(games.category, 'RNG'), eq(games.minBet, 10)));
    const token = await launchToken(apps[0]!, player.token, game.nodeId);
    // 1,000 left: about 10 losing rounds of 100 fit
    await leaveBalance(a, player.memberId, 1_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        playRound(apps[i % 2]!, {
          token,
          stake: 100,
          idempotencyKey: `both-round-${String(Math.floor(i / 2)).padStart(3, '0')}`,
        }),
      ),
    );
    const refusals = results
      .filter((res) => res.status !== 200)
      .map((res) => `${res.status} ${res.body.code ?? JSON.stringify(res.body)}`);
    expect(refusals.filter((refusal) => refusal !== '400 INSUFFICIENT_BALANCE')).toEqual([]);
    const played = await a.select().from(bets).where(eq(bets.memberId, player.memberId));
    // a key sent to both instances is one round at most
    expect(new Set(played.map((bet) => bet.idempotencyKey)).size).toBe(played.length);
    expect(played.length).toBeGreaterThanOrEqual(10);
    const stakes = await a
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, player.memberId), eq(ledgerEntries.kind, 'BET')));
    expect(stakes).toHaveLength(played.length);
    // not negative, and equal to the sum of its entries
    await checkedWallets(a, player.memberId, []);
  }, 60_000);

  it("checks one member's wager limit over both: 50 rounds sent to A and B at once play exactly the limit", async () => {
    const apps = [testApp(a), testApp(b)];
    const player = await newPlayer(apps[0]!, a);
    const game = await firstGame(a, and(eq(games.category, 'RNG'), eq(games.minBet, 10)));
    const token = await launchToken(apps[0]!, player.token, game.nodeId);
    await leaveBalance(a, player.memberId, 100_000);
    // 10 stakes of 100 a day: a round that waited for the other instance's must see its stake
    await a.insert(playLimits).values({
      memberId: player.memberId,
      kind: 'WAGER',
      period: 'DAY',
      amount: 1_000,
      updatedAt: new Date(),
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        playRound(apps[i % 2]!, {
          token,
          stake: 100,
          idempotencyKey: `wager-round-${String(i).padStart(3, '0')}`,
        }),
      ),
    );
    const refusals = results
      .filter((res) => res.status !== 200)
      .map((res) => `${res.status} ${res.body.code}`);
    expect(refusals).toEqual(Array.from({ length: 40 }, () => '400 WAGER_LIMIT_REACHED'));
    const played = await a.select().from(bets).where(eq(bets.memberId, player.memberId));
    expect(played).toHaveLength(10);
    await checkedWallets(a, player.memberId, []);
  }, 60_000);
});

/** A platform instance on `db` serving HTTP and the chat's sockets on a free port. */
async function served(db: Db, now?: () => Date) {
  // behind the balancer: a visitor's address is the proxy's X-Forwarded-For
  const platform = testPlatform(db, { TRUST_PROXY: 'true' }, now ? { now } : {});
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(instance),
    );
  });
  platform.chat.inject(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app: platform.app,
    url,
    ws: url.replace('http', 'ws'),
    close: async () => {
      platform.chat.hub.closeAll();
      platform.chat.room.closeAll();
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('chat across instances', () => {
  let onA: Awaited<ReturnType<typeof served>>;
  let onB: Awaited<ReturnType<typeof served>>;
  beforeAll(async () => {
    [onA, onB] = await Promise.all([served(a), served(b)]);
  });
  afterAll(async () => {
    await Promise.all([onA.close(), onB.close()]);
  });

  const socket = async (instance: typeof onA, path: string, hello: Record<string, unknown>) => {
    const client = await ChatClient.open(`${instance.ws}${path}`);
    client.send({ type: 'hello', ...hello });
    return client;
  };

  it('a member on A and an operator on B talk live, with typing, read marks, unread counts and presence; a reconnect to B misses nothing', async () => {
    const player = await registerMember(onA.app);
    const memberId = await memberIdOf(a, player.username);
    const member = await socket(onA, CHAT_MEMBER_SOCKET_PATH, { token: player.token });
    const ready = await member.next('ready');
    const conversationId = ready.conversationId;

    await runOperatorCommand(a, 'operators', ['add', 'bea', 'console-pass-2026'], new Date());
    const signIn = await fetch(`${onB.url}${CHAT_CONSOLE_SIGN_IN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bea', password: 'console-pass-2026' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    // the operator on B is online for the member on A
    const online = member.next('presence', (frame) => frame.operatorOnline);
    const operator = await socket(onB, CHAT_OPERATOR_SOCKET_PATH, { token });
    await operator.next('conversations');
    await online;

    // the member's message reaches B's console list with its unread count, and B's open conversation
    const listed = operator.next('conversations', (frame) =>
      frame.list.some((entry) => entry.id === conversationId && entry.unread === 1),
    );
    member.send({ type: 'send', clientId: 'from-a-0001', text: 'Hello from A' });
    const ack = await member.next('message');
    await listed;
    operator.send({ type: 'open', conversationId });
    expect((await operator.next('ready')).messages.map((message) => message.text)).toEqual(['Hello from A']);

    const typing = operator.next('typing');
    member.send({ type: 'typing', typing: true });
    await expect(typing).resolves.toMatchObject({ conversationId, typing: true });
    const operatorTyping = member.next('typing');
    operator.send({ type: 'typing', conversationId, typing: true });
    await expect(operatorTyping).resolves.toMatchObject({ typing: true });

    const reply = member.next('message', (frame) => frame.message.sender === 'OPERATOR');
    const cleared = operator.next('conversations', (frame) =>
      frame.list.some((entry) => entry.id === conversationId && entry.unread === 0),
    );
    operator.send({ type: 'read', conversationId, upTo: ack.message.id });
    await expect(member.next('read')).resolves.toMatchObject({ by: 'OPERATOR', upTo: ack.message.id });
    await cleared;
    operator.send({ type: 'send', conversationId, clientId: 'from-b-0001', text: 'Hi from B' });
    const answered = await reply;
    expect(answered.message).toMatchObject({ text: 'Hi from B', conversationId });
    const memberRead = operator.next('read', (frame) => frame.by === 'MEMBER');
    member.send({ type: 'read', upTo: answered.message.id });
    await expect(memberRead).resolves.toMatchObject({ upTo: answered.message.id });
    // the member was connected (to A) when B replied: nothing waits in their inbox
    const noted = await b
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.kind, 'CHAT_REPLY')));
    expect(noted).toHaveLength(0);

    // the member's socket on A drops; what B says meanwhile is there when they reconnect, to B
    await member.close();
    operator.send({ type: 'send', conversationId, clientId: 'from-b-0002', text: 'Still there?' });
    await operator.next('message', (frame) => frame.message.clientId === 'from-b-0002');
    const back = await socket(onB, CHAT_MEMBER_SOCKET_PATH, {
      token: player.token,
      conversationId,
      lastSeenId: answered.message.id,
    });
    expect((await back.next('ready')).messages.map((message) => message.text)).toEqual(['Still there?']);

    // a second tab on A hears the operator on B close the conversation, and that B's operator left
    const tab = await socket(onA, CHAT_MEMBER_SOCKET_PATH, { token: player.token });
    await tab.next('ready');
    const ended = tab.next('closed');
    operator.send({ type: 'close', conversationId });
    await expect(ended).resolves.toEqual({ type: 'closed', conversationId });
    const offline = tab.next('presence', (frame) => !frame.operatorOnline);
    await operator.close();
    await offline;
    await Promise.all([back.close(), tab.close()]);
  }, 60_000);

  it('holds 30 player sockets per address, 5 per member and 20 messages per member over both instances', async () => {
    // two more instances whose clock stands still, so no message allowance refills meanwhile
    const at = new Date();
    const [stillA, stillB] = await Promise.all([served(a, () => at), served(b, () => at)]);
    const address = '198.51.100.140';
    // 40 sockets from one address, every other one to B, all at once: 30 stay, 10 are refused
    const sockets = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        ChatClient.open(`${(index % 2 ? stillB : stillA).ws}${CHAT_MEMBER_SOCKET_PATH}`, address),
      ),
    );
    await new Promise<void>((resolve) => {
      let shut = 0;
      for (const client of sockets)
        void client.closed.then(() => {
          shut += 1;
          if (shut === 10) resolve();
        });
    });
    const refused = sockets.filter((client) => client.socket.readyState !== client.socket.OPEN);
    expect(refused).toHaveLength(10);
    for (const client of refused)
      expect(client.frames).toEqual(client.frames.length ? [{ type: 'error', code: 'RATE_LIMITED' }] : []);
    await Promise.all(sockets.map((client) => client.close()));

    // 8 sockets of one member, from addresses of their own, alternating A and B: 5 are signed in
    const player = await registerMember(stillA.app);
    const tabs = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        ChatClient.open(
          `${(index % 2 ? stillB : stillA).ws}${CHAT_MEMBER_SOCKET_PATH}`,
          `198.51.100.${150 + index}`,
        ),
      ),
    );
    const answers = await Promise.all(
      tabs.map((tab) => {
        tab.send({ type: 'hello', token: player.token });
        return Promise.race([tab.next('ready'), tab.next('error')]);
      }),
    );
    expect(answers.filter((answer) => answer.type === 'error')).toEqual(
      Array.from({ length: 3 }, () => ({ type: 'error', code: 'RATE_LIMITED' })),
    );
    const ready = tabs.filter((_, index) => answers[index]!.type === 'ready');
    expect(ready).toHaveLength(5);
    // 10 messages from each signed-in socket at once, on both instances: one allowance of 20
    const outcomes = ready.flatMap((tab, socket) =>
      Array.from({ length: 10 }, (_, index) => {
        const clientId = `both-${socket}-${String(index).padStart(3, '0')}`;
        tab.send({ type: 'send', clientId, text: `message ${socket}.${index}` });
        return Promise.race([
          tab.next('message', (frame) => frame.message.clientId === clientId),
          tab.next('error', (frame) => frame.clientId === clientId),
        ]);
      }),
    );
    const settled = await Promise.all(outcomes);
    expect(settled.filter((frame) => frame.type === 'message')).toHaveLength(20);
    expect(settled.filter((frame) => frame.type === 'error')).toHaveLength(30);
    await Promise.all(tabs.map((tab) => tab.close()));
    await Promise.all([stillA.close(), stillB.close()]);
  }, 60_000);

  it('sends a chat room message written through A to a reader on B', async () => {
    const [writer, listener] = await Promise.all([registerMember(onA.app), registerMember(onB.app)]);
    const reader = await ChatClient.open<ChatRoomServerFrame>(`${onB.ws}${CHAT_ROOM_SOCKET_PATH}`);
    reader.send({ type: 'hello', token: listener.token });
    await reader.next('ready');
    const heard = reader.next('message');
    const sent = await call(onA.app, chatRoomApi.send, {
      token: writer.token,
      body: { text: 'Room, from A' },
    });
    expect(sent.status).toBe(200);
    await expect(heard).resolves.toEqual({ type: 'message', message: { ...sent.body.value, mine: false } });
    await reader.close();
  }, 30_000);
});

/** The platform's CLI in a process of its own, on the instances' PostgreSQL, until it prints its address. */
async function startCli(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/cli.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '6',
      PORT: '0',
      HOST: '127.0.0.1',
      MARQUEE_DEMO: '1',
      WEB_DIST: '/nonexistent/web/dist',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const address = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const running = /Marquee is running at (http:\/\/\S+)/.exec(output);
      if (running) resolve(running[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(({ code }) =>
      reject(new Error(`the CLI exited (${code}) before it listened:\n${output}`)),
    );
  });
  return { child, address, exited, instance: `%:${child.pid}:%`, output: () => output };
}

describe.runIf(url)('SIGTERM to a platform process', () => {
  it('stops taking connections, finishes the round in flight, drops its chat leases, ends its job runs and exits 0 in time; the other instance runs the next periods', async () => {
    const databaseUrl = postgresUrlOf(url!, 'instances');
    const cli = await startCli(databaseUrl);
    let other: RunningServer | undefined;
    let release: () => void = () => {};
    try {
      const ranOn = (instance: string) =>
        a
          .select()
          .from(jobRuns)
          .where(and(eq(jobRuns.job, 'lottery draws'), like(jobRuns.instance, instance)));
      // the lottery ticks at start: the process has claimed a period before the other starts
      await vi.waitFor(async () => expect(await ranOn(cli.instance)).not.toHaveLength(0), {
        timeout: 20_000,
        interval: 200,
      });
      other = await startServer(
        testConfig({ DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1' }),
        await openDatabase({ url: databaseUrl, poolSize: 4 }),
      );

      const onA = testApp(a);
      const player = await newPlayer(onA, a);
      const game = await firstGame(a, lte(games.minBet, 100));
      const token = await launchToken(onA, player.token, game.nodeId);
      const leasesBefore = new Set((await a.select().from(chatSocketLeases)).map((lease) => lease.id));
      const chat = await ChatClient.open(`${cli.address.replace('http', 'ws')}${CHAT_MEMBER_SOCKET_PATH}`);
      chat.send({ type: 'hello', token: player.token });
      await chat.next('ready');
      const [lease, ...more] = (await a.select().from(chatSocketLeases)).filter(
        (row) => !leasesBefore.has(row.id),
      );
      expect(more).toHaveLength(0);
      // the process's hub holds its sockets' leases under a name of its own
      const leases = () =>
        a.select().from(chatSocketLeases).where(eq(chatSocketLeases.instance, lease!.instance));
      expect(await leases()).toHaveLength(1);

      // the member's wallet is held, so the round sent to the process waits in flight for it
      const held = new Promise<void>((resolve) => (release = resolve));
      const holding = a.transaction(async (tx) => {
        await tx.select().from(wallets).where(eq(wallets.memberId, player.memberId)).for('update');
        await held;
      });
      const waiting = async () => {
        const result = await a.execute(sql`select count(*)::int as n from pg_locks where not granted`);
        return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      };
      const round = fetch(`${cli.address}/demo-game/api/round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, stake: 100, idempotencyKey: 'round-in-flight' }),
      });
      await vi.waitFor(async () => expect(await waiting()).toBeGreaterThan(0), { interval: 50 });

      const signalled = Date.now();
      cli.child.kill('SIGTERM');
      // the chat socket is closed with the reconnect code and a new connection is refused…
      await expect(chat.closed).resolves.toBe(1012);
      await vi.waitFor(() => expect(fetch(`${cli.address}/healthz`)).rejects.toThrow(), { interval: 50 });
      // …while the round in flight goes on and is answered once the wallet is free
      release();
      await holding;
      const answer = await round;
      expect(answer.status).toBe(200);
      expect(answer.headers.get('connection')).toBe('close');
      expect((await answer.json()) as { success: boolean }).toMatchObject({ success: true });
      const exit = await cli.exited;
      expect(exit.code).toBe(0);
      expect(exit.at - signalled).toBeLessThan(SHUTDOWN_DEADLINE_MS);

      const stakes = await a
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, 'round:round-in-flight:bet'));
      expect(stakes).toHaveLength(1);
      expect(await leases()).toHaveLength(0);
      const unfinished = await a
        .select()
        .from(jobRuns)
        .where(and(like(jobRuns.instance, cli.instance), isNull(jobRuns.endedAt)));
      expect(unfinished).toHaveLength(0);
      // the lottery's next periods run on the instance still up
      const after = new Date(exit.at);
      await vi.waitFor(
        async () => {
          const runs = await a
            .select()
            .from(jobRuns)
            .where(and(eq(jobRuns.job, 'lottery draws'), gt(jobRuns.startedAt, after)));
          expect(runs.length).toBeGreaterThan(0);
          expect(runs.every((run) => !run.instance.includes(`:${cli.child.pid}:`))).toBe(true);
          expect(runs.every((run) => run.outcome === 'ok' || run.endedAt === null)).toBe(true);
        },
        { timeout: 15_000, interval: 250 },
      );
    } finally {
      release();
      if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
      await other?.close();
    }
  }, 90_000);
});
