import { api, FUN_PLAY_LAUNCH_LIMIT, FUN_PLAY_START_BALANCE } from '@marquee/api-client/contract';
import { and, count, eq } from 'drizzle-orm';
import { bets, games, launchSessions, ledgerEntries, rateEvents, recentGames, vendors } from '../db/schema';
import { firstGame } from '../test-support/games';
import { call, manualClock, request, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

/** A draw that always returns `value`: 0 hits the slot's top line (50x), 9999 loses. */
const always = (value: number) => ({ randomInt: (max: number) => Math.min(value, max - 1) });

const slotOf = (funPlay: boolean) =>
  firstGame(
    database.db,
    and(
      eq(games.category, 'RNG'),
      eq(games.minBet, 10),
      eq(vendors.funPlay, funPlay),
      eq(vendors.category, 'RNG'),
    ),
  );

async function written() {
  const total = async (
    table: typeof ledgerEntries | typeof bets | typeof launchSessions | typeof recentGames,
  ) => (await database.db.select({ value: count() }).from(table))[0]?.value ?? 0;
  const [rates] = await database.db.select({ value: count() }).from(rateEvents);
  return {
    ledger: await total(ledgerEntries),
    bets: await total(bets),
    launches: await total(launchSessions),
    recent: await total(recentGames),
    rates: rates?.value ?? 0,
  };
}

async function funRound(app: ReturnType<typeof testApp>, body: unknown, ip = '203.0.113.7') {
  const res = await request(app, '/demo-game/api/fun-round', { method: 'POST', json: body, ip });
  return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; value: any } };
}

describe('fun play', () => {
  it("marks the games of vendors that offer it: slots only, and not every vendor's", async () => {
    const app = testApp(database.db);
    const res = await call(app, api.games.list, {
      query: { gameType: 'RNG', language: 'EN', pageSize: '200' },
    });
    const flags = new Set(res.body.value.games.map((game) => game.funPlay));
    expect(flags).toEqual(new Set([true, false]));
    const live = await call(app, api.games.list, { query: { gameType: 'LIVE', language: 'EN' } });
    expect(live.body.value.games.every((game) => !game.funPlay)).toBe(true);
  });

  it('lets a visitor play 3 rounds with play money, and writes no ledger entry, bet, launch or recent game', async () => {
    const app = testApp(database.db, {}, always(0));
    const slot = await slotOf(true);
    const before = await written();
    const launch = await call(app, api.games.launchFun, {
      body: { nodeId: slot.nodeId, language: 'EN' },
      ip: '203.0.113.7',
    });
    expect(launch.status).toBe(200);
    expect(launch.body.value).toMatchObject({
      mode: 'IFRAME',
      url: expect.stringMatching(/^\/demo-game\/fun\//),
    });
    const page = await request(app, launch.body.value.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Fun play');
    const state = /data-state="([^"]+)"/.exec(html)?.[1];
    expect(state).toBeTruthy();

    let current = state;
    let balance = FUN_PLAY_START_BALANCE;
    for (let round = 0; round < 3; round++) {
      const res = await funRound(app, { state: current, stake: 100 });
      expect(res.status).toBe(200);
      balance += -100 + 5000;
      expect(res.body.value).toMatchObject({
        balance,
        payout: 5000,
        outcome: { game: 'SLOT', multiplier: 50 },
      });
      current = res.body.value.state;
    }
    // one rate event for the launch is all fun play wrote
    expect(await written()).toEqual({ ...before, rates: before.rates + 1 });
  });

  it('keeps the sign-in for a vendor without fun play and for a game that is not a slot', async () => {
    const app = testApp(database.db);
    const noFun = await slotOf(false);
    const live = await firstGame(database.db, eq(games.category, 'LIVE'));
    for (const game of [noFun, live]) {
      const res = await call(app, api.games.launchFun, {
        body: { nodeId: game.nodeId, language: 'EN' },
        ip: '203.0.113.8',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'FUN_PLAY_UNAVAILABLE' });
    }
  });

  it('refuses a forged state, a stake off the ladder and a stake above the play money', async () => {
    const app = testApp(database.db, {}, always(9999));
    const slot = await slotOf(true);
    const launch = await call(app, api.games.launchFun, {
      body: { nodeId: slot.nodeId, language: 'EN' },
      ip: '203.0.113.9',
    });
    const state = launch.body.value.url.split('/').pop()!;
    const [payload, signature] = state.split('.');
    const richer = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), b: 10 ** 12 }),
    ).toString('base64url');
    const forged = await funRound(app, { state: `${richer}.${signature}`, stake: 100 });
    expect(forged).toMatchObject({ status: 401, body: { code: 'GAME_SESSION_ENDED' } });
    expect((await funRound(app, { state, stake: 7 })).status).toBe(400);

    // lose the play money down to less than the top stake
    let current = state;
    let balance = FUN_PLAY_START_BALANCE;
    while (balance >= 10_000) {
      const res = await funRound(app, { state: current, stake: 10_000 });
      balance = res.body.value.balance;
      current = res.body.value.state;
    }
    const broke = await funRound(app, { state: current, stake: 10_000 });
    expect(broke).toMatchObject({ status: 400, body: { code: 'INSUFFICIENT_BALANCE' } });
  });

  it(`lets one address launch ${FUN_PLAY_LAUNCH_LIMIT} fun games in its window, however many arrive at once`, async () => {
    const app = testApp(database.db);
    const slot = await slotOf(true);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(app, api.games.launchFun, {
          body: { nodeId: slot.nodeId, language: 'EN' },
          ip: '198.51.100.50',
        }),
      ),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(FUN_PLAY_LAUNCH_LIMIT);
    const refused = results.filter((res) => res.status === 429);
    expect(refused).toHaveLength(50 - FUN_PLAY_LAUNCH_LIMIT);
    expect(refused[0]?.body).toMatchObject({ code: 'FUN_PLAY_TOO_MANY', params: { minutes: 10 } });
  });
});

describe('fun rounds per address', () => {
  it('admits 120 of 150 parallel rounds from one address spread over two instances, then 429', async () => {
    // two platforms on one database, as two instances are: the count is the database's; their clock
    // stands still, so a slow run's refill (2 a second) does not admit a 121st
    const { now } = manualClock();
    const instances = [testApp(database.db, {}, { now }), testApp(database.db, {}, { now })];
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, index) =>
        funRound(instances[index % 2]!, { state: 'not-a-state', stake: 100 }, '198.51.100.77'),
      ),
    );
    // an admitted round reaches the state check, which refuses the made-up state
    expect(results.filter((res) => res.status === 401)).toHaveLength(120);
    const refused = results.filter((res) => res.status === 429);
    expect(refused).toHaveLength(30);
    expect(refused[0]?.body).toMatchObject({ code: 'FUN_PLAY_TOO_MANY', params: { minutes: 1 } });
    // another address has its own allowance
    expect((await funRound(instances[0]!, { state: 'x', stake: 100 }, '198.51.100.78')).status).toBe(401);
  });
});
