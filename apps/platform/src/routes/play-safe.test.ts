import {
  agentCentreApi,
  api,
  brandToday,
  playSafeApi,
  pointMallApi,
  rewardsApi,
  type SetPlayLimitRequest,
  type StartExclusionRequest,
  shiftDay,
  withdrawalApi,
} from '@marquee/api-client/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { games, ledgerEntries, playExclusions } from '../db/schema';
import { BRAND_PLAY_SAFE } from '../reference/brand';
import { DAY, HOUR, MINUTE } from '../services/clock';
import { playRound as playRoundService } from '../services/games/rounds';
import { weekOf } from '../services/missions/mission-periods';
import { confirmPendingLimit, readLimits, setLimit as setPlayLimit } from '../services/play-safe/limits';
import { brandMoment, limitWindow } from '../services/play-safe/periods';
import { usedInPeriods } from '../services/play-safe/play-guard';
import { brandDayStart } from '../services/records/brand-days';
import { offerReward } from '../services/rewards/offer-reward';
import { readBalance } from '../services/wallet/wallet';
import {
  callAnsweringCaptcha,
  login,
  memberIdOf,
  readyToWithdraw,
  registerBody,
  registerFromOwnIp,
  setPaymentPassword,
  uniqueMobile,
  uniqueName,
} from '../test-support/accounts';
import { invited, newAgent } from '../test-support/agents';
import { paidCallback } from '../test-support/deposits';
import { firstGame, launchToken, openFishVendors, playRound } from '../test-support/games';
import { call, testApp, useClockedApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();
const platform = useClockedApp(database);
const { clock } = platform;

async function member() {
  const registered = await registerFromOwnIp(platform.app);
  return { ...registered, memberId: await memberIdOf(database.db, registered.username) };
}

/** A new session of `player` (after the clock moved past the last one's idle end). */
async function signIn(player: { username: string; password: string; ip: string }) {
  const res = await login(platform.app, player.username, player.password, { ip: player.ip });
  return res.body.value.token;
}

const setLimit = (token: string, body: SetPlayLimitRequest) =>
  call(platform.app, playSafeApi.setLimit, { token, body });
const limitsOf = async (token: string) =>
  (await call(platform.app, playSafeApi.limits, { token })).body.value;
const deposit = (token: string, amount: number) =>
  call(platform.app, api.deposit.create, {
    token,
    body: { channel: 'GCASH', amount, idempotencyKey: crypto.randomUUID() },
  });

/** A slot that plays from the main wallet and takes a 1.00 stake, launched for `token`. */
async function slot(token: string) {
  const game = await firstGame(database.db, and(eq(games.category, 'RNG'), lte(games.minBet, 100)));
  return launchToken(platform.app, token, game.nodeId);
}
let rounds = 0;
const round = (launch: string, stake: number) => {
  rounds += 1;
  return playRound(platform.app, { token: launch, stake, idempotencyKey: `safe-round-${rounds}` });
};

/** The member's stakes since `from`, from the ledger. */
async function stakedSince(memberId: number, from: Date) {
  const [row] = await database.db
    .select({ total: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        sql`${ledgerEntries.kind} in ('BET', 'LOTTERY_BET', 'TRANSFER_IN')`,
        sql`${ledgerEntries.createdAt} >= ${from}`,
      ),
    );
  return Number(row?.total ?? 0);
}

describe('play limits', () => {
  it('a daily deposit limit refuses the order that would pass it, naming what is left and when it resets', async () => {
    const player = await member();
    expect((await setLimit(player.token, { kind: 'DEPOSIT', period: 'DAY', amount: 100_000 })).status).toBe(
      200,
    );
    expect((await deposit(player.token, 80_000)).status).toBe(200);
    const refused = await deposit(player.token, 30_000);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('DEPOSIT_LIMIT_REACHED');
    expect(refused.body.params).toMatchObject({ left: '200.00' });
    expect(String(refused.body.params?.resets)).toMatch(/^\d{4}-\d\d-\d\d 00:00 GMT\+8$/);
    expect((await deposit(player.token, 20_000)).status).toBe(200);
    const [limit] = (await limitsOf(player.token)).limits;
    expect(limit).toMatchObject({
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: 100_000,
      used: 100_000,
      pending: null,
    });
  });

  it('a decrease applies at once; a raise or a removal waits a day, can be cancelled, and then needs confirming', async () => {
    const player = await member();
    const key = { kind: 'WAGER', period: 'WEEK' } as const;
    await setLimit(player.token, { ...key, amount: 50_000 });
    await setLimit(player.token, { ...key, amount: 40_000 });
    expect((await limitsOf(player.token)).limits[0]).toMatchObject({ amount: 40_000, pending: null });

    const raised = await setLimit(player.token, { ...key, amount: 90_000 });
    expect(raised.body.value.limits[0]).toMatchObject({
      amount: 40_000,
      pending: {
        amount: 90_000,
        from: new Date(clock.now().getTime() + DAY).toISOString(),
        confirmable: false,
      },
    });
    const early = await call(platform.app, playSafeApi.confirmPending, { token: player.token, body: key });
    expect(early.body.code).toBe('PLAY_LIMIT_NOT_YET');
    const cancelled = await call(platform.app, playSafeApi.cancelPending, { token: player.token, body: key });
    expect(cancelled.body.value.limits[0]).toMatchObject({ amount: 40_000, pending: null });
    expect(
      (await call(platform.app, playSafeApi.confirmPending, { token: player.token, body: key })).body.code,
    ).toBe('PLAY_LIMIT_NO_PENDING');

    await setLimit(player.token, { ...key, amount: null });
    clock.advance(DAY);
    const waited = await call(platform.app, playSafeApi.limits, { token: await signIn(player) });
    expect(waited.body.value.limits[0]?.pending).toMatchObject({ amount: null, confirmable: true });
    const confirmed = await call(platform.app, playSafeApi.confirmPending, {
      token: await signIn(player),
      body: key,
    });
    expect(confirmed.body.value.limits).toEqual([]);
    expect(confirmed.body.value.history.map((change) => change.action)).toEqual([
      'CONFIRMED',
      'REQUESTED',
      'CANCELLED',
      'REQUESTED',
      'SET',
      'SET',
    ]);
  });

  it('ten tabs setting one limit at once apply one after the other: the smallest amount is in force, the rest logged', async () => {
    const player = await member();
    const key = { kind: 'DEPOSIT', period: 'DAY' } as const;
    const amounts = [70_000, 30_000, 90_000, 50_000, 20_000, 80_000, 40_000, 100_000, 60_000, 25_000];
    const answers = await Promise.all(amounts.map((amount) => setLimit(player.token, { ...key, amount })));
    expect(answers.map((answer) => answer.status)).toEqual(amounts.map(() => 200));
    const { limits, history } = await limitsOf(player.token);
    // a lower amount applies at once and a higher one only waits, in whatever order they came
    expect(limits).toHaveLength(1);
    expect(limits[0]).toMatchObject({ ...key, amount: Math.min(...amounts) });
    expect(history).toHaveLength(amounts.length);
    expect(history.every((change) => change.action === 'SET' || change.action === 'REQUESTED')).toBe(true);
  });

  it('refuses 0, negative, fractional minor units and amounts above the brand maximum, with codes', async () => {
    const player = await member();
    const codeOf = async (amount: number, kind: 'LOSS' | 'SESSION' = 'LOSS') =>
      (await setLimit(player.token, { kind, period: kind === 'SESSION' ? 'SESSION' : 'DAY', amount })).body;
    expect((await codeOf(0)).code).toBe('PLAY_LIMIT_POSITIVE');
    expect((await codeOf(-100)).code).toBe('PLAY_LIMIT_POSITIVE');
    expect((await codeOf(100.5)).code).toBe('PLAY_LIMIT_WHOLE');
    expect(await codeOf(100_000_001)).toMatchObject({
      code: 'PLAY_LIMIT_MAX',
      params: { max: '1000000.00' },
    });
    expect(await codeOf(24 * 60 + 1, 'SESSION')).toMatchObject({
      code: 'PLAY_LIMIT_MAX_MINUTES',
      params: { max: 1440 },
    });
    const wrongPeriod = await setLimit(player.token, { kind: 'SESSION', period: 'DAY', amount: 30 });
    expect(wrongPeriod.status).toBe(400);
    expect((await limitsOf(player.token)).limits).toEqual([]);
  });

  it('sets several limits in one call, each by the rules of one: a first or lower one at once, a raise waits', async () => {
    const player = await member();
    await setLimit(player.token, { kind: 'WAGER', period: 'WEEK', amount: 50_000 });
    const answer = await call(platform.app, playSafeApi.setLimits, {
      token: player.token,
      body: {
        limits: [
          { kind: 'DEPOSIT', period: 'DAY', amount: 100_000 },
          { kind: 'LOSS', period: 'MONTH', amount: 300_000 },
          { kind: 'WAGER', period: 'WEEK', amount: 90_000 },
          { kind: 'SESSION', period: 'SESSION', amount: 60 },
        ],
      },
    });
    expect(answer.status).toBe(200);
    const { limits, history } = answer.body.value;
    const byKey = (kind: string, period: string) =>
      limits.find((limit) => limit.kind === kind && limit.period === period);
    expect(byKey('DEPOSIT', 'DAY')).toMatchObject({ amount: 100_000, pending: null });
    expect(byKey('LOSS', 'MONTH')).toMatchObject({ amount: 300_000, pending: null });
    expect(byKey('SESSION', 'SESSION')).toMatchObject({ amount: 60, pending: null });
    expect(byKey('WAGER', 'WEEK')).toMatchObject({ amount: 50_000, pending: { amount: 90_000 } });
    expect(history.map((change) => change.action).sort()).toEqual(['REQUESTED', 'SET', 'SET', 'SET', 'SET']);
  });

  it('a refused limit among several names itself and none of them is set', async () => {
    const player = await member();
    const refused = await call(platform.app, playSafeApi.setLimits, {
      token: player.token,
      body: {
        limits: [
          { kind: 'DEPOSIT', period: 'DAY', amount: 100_000 },
          { kind: 'SESSION', period: 'SESSION', amount: 24 * 60 + 1 },
          { kind: 'LOSS', period: 'WEEK', amount: 100_000_001 },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'PLAY_LIMIT_MAX_MINUTES',
      params: { max: 1440 },
      value: { kind: 'SESSION', period: 'SESSION' },
    });
    const fractional = await call(platform.app, playSafeApi.setLimits, {
      token: player.token,
      body: { limits: [{ kind: 'WAGER', period: 'MONTH', amount: 10.5 }] },
    });
    expect(fractional.body).toMatchObject({
      code: 'PLAY_LIMIT_WHOLE',
      value: { kind: 'WAGER', period: 'MONTH' },
    });
    expect((await limitsOf(player.token)).limits).toEqual([]);
  });

  it('refuses an empty or too long list, a limit twice, a removal and a wrong period as bad requests', async () => {
    const player = await member();
    const statusOf = async (limits: unknown) =>
      (await call(platform.app, playSafeApi.setLimits, { token: player.token, body: { limits } as never }))
        .status;
    const deposit = { kind: 'DEPOSIT', period: 'DAY', amount: 100_000 };
    expect(await statusOf([])).toBe(400);
    expect(await statusOf('DEPOSIT')).toBe(400);
    expect(await statusOf(Array.from({ length: 11 }, () => deposit))).toBe(400);
    expect(await statusOf([deposit, { ...deposit, amount: 50_000 }])).toBe(400);
    expect(await statusOf([{ ...deposit, amount: null }])).toBe(400);
    expect(await statusOf([{ ...deposit, period: 'SESSION' }])).toBe(400);
    expect(await statusOf([null])).toBe(400);
    expect((await limitsOf(player.token)).limits).toEqual([]);
  });

  it('50 parallel stakes against a wager limit never pass it', async () => {
    const player = await member();
    await setLimit(player.token, { kind: 'WAGER', period: 'DAY', amount: 1_000 });
    const launch = await slot(player.token);
    const from = clock.now();
    const answers = await Promise.all(Array.from({ length: 50 }, () => round(launch, 100)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = answers.find((answer) => answer.status !== 200);
    expect(refused?.body).toMatchObject({ code: 'WAGER_LIMIT_REACHED', params: { left: '0.00' } });
    expect(await stakedSince(player.memberId, from)).toBe(1_000);
  });

  it('a loss limit counts money into game wallets as lost until it comes back, and the wager limit counts it as staked', async () => {
    const player = await member();
    const [vendor] = await openFishVendors(database.db);
    await setLimit(player.token, { kind: 'LOSS', period: 'MONTH', amount: 400 });
    await setLimit(player.token, { kind: 'WAGER', period: 'DAY', amount: 500 });
    const transfer = (direction: 'IN' | 'OUT', amount: number) =>
      call(platform.app, api.wallet.transfer, {
        token: player.token,
        body: { vassalage: vendor!, direction, amount, idempotencyKey: crypto.randomUUID() },
      });
    expect((await transfer('IN', 200)).status).toBe(200);
    expect((await transfer('IN', 300)).body).toMatchObject({
      code: 'LOSS_LIMIT_REACHED',
      params: { left: '2.00' },
    });
    expect((await transfer('OUT', 200)).status).toBe(200);
    expect((await transfer('IN', 200)).status).toBe(200);
    expect((await transfer('IN', 200)).body).toMatchObject({
      code: 'WAGER_LIMIT_REACHED',
      params: { left: '1.00' },
    });
  });

  it('a session time limit ends play once its minutes have passed since sign-in', async () => {
    const player = await member();
    await setLimit(player.token, { kind: 'SESSION', period: 'SESSION', amount: 10 });
    const launch = await slot(player.token);
    clock.advance(9 * MINUTE);
    expect((await round(launch, 100)).status).toBe(200);
    clock.advance(MINUTE);
    expect((await round(launch, 100)).body).toMatchObject({
      code: 'SESSION_TIME_LIMIT',
      params: { minutes: 10 },
    });
    // no new game opens either
    const game = await firstGame(database.db, and(eq(games.category, 'RNG'), lte(games.minBet, 100)));
    const refused = await call(platform.app, api.games.launchGame, {
      token: player.token,
      body: { nodeId: game.nodeId, language: 'EN' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'SESSION_TIME_LIMIT', params: { minutes: 10 } });
    // a new session starts the minutes again
    const again = await signIn(player);
    expect((await round(await slot(again), 100)).status).toBe(200);
  });

  it('random stakes and limit changes never take a period past the limit in force', async () => {
    const player = await member();
    const game = await firstGame(database.db, and(eq(games.category, 'RNG'), lte(games.minBet, 100)));
    const launch = {
      memberId: player.memberId,
      language: 'EN',
      game: { ...game, vendorName: game.vassalage, vendorFunPlay: false },
      sessionStartedAt: clock.now(),
    };
    let at = clock.now().getTime();
    const periods = ['DAY', 'WEEK'] as const;
    const inForce = () => readLimits(database.db, player.memberId, new Date(at), BRAND_PLAY_SAFE);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ op: fc.constant('stake' as const), stake: fc.constantFrom(100, 200, 500, 1000) }),
            fc.record({
              op: fc.constant('limit' as const),
              period: fc.constantFrom(...periods),
              amount: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null }),
            }),
            fc.record({ op: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 60 }) }),
          ),
          { maxLength: 12 },
        ),
        async (steps) => {
          for (const step of steps) {
            const now = new Date(at);
            if (step.op === 'wait') at += step.hours * HOUR;
            else if (step.op === 'limit') {
              const key = { kind: 'WAGER', period: step.period } as const;
              await setPlayLimit(
                database.db,
                player.memberId,
                { ...key, amount: step.amount },
                now,
                BRAND_PLAY_SAFE,
              );
              await confirmPendingLimit(database.db, player.memberId, key, now, BRAND_PLAY_SAFE).catch(
                () => null,
              );
            } else {
              const before = (await inForce()).limits;
              rounds += 1;
              const played = await playRoundService(
                database.db,
                launch,
                { stake: step.stake, idempotencyKey: `safe-property-${rounds}` },
                () => 0,
                now,
              ).then(
                () => true,
                () => false,
              );
              const after = (await inForce()).limits;
              if (played) for (const limit of after) expect(limit.used).toBeLessThanOrEqual(limit.amount);
              else expect(before.some((limit) => limit.used + step.stake > limit.amount)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it("reads each period's stakes and net loss from the day figures exactly as the ledger's entries add up", async () => {
    const player = await member();
    const other = await member();
    const [vendor] = await openFishVendors(database.db);
    const game = await firstGame(database.db, and(eq(games.category, 'RNG'), lte(games.minBet, 100)));
    const at = clock.now();
    const today = brandToday(at);
    // a minute either side of the brand midnights that start this day, week and month (and the
    // day before the week), where a day cut at UTC midnight would count an entry in the wrong period
    const midnights = [today, weekOf(today), shiftDay(weekOf(today), -1), `${today.slice(0, 7)}-01`];
    const moments = midnights.flatMap((day) =>
      [-MINUTE, MINUTE].map((d) => brandDayStart(day).getTime() + d),
    );
    let draws = 0;
    for (const [index, moment] of moments.entries()) {
      rounds += 1;
      draws += 1;
      await playRoundService(
        database.db,
        {
          memberId: player.memberId,
          language: 'EN',
          game: { ...game, vendorName: game.vassalage, vendorFunPlay: false },
          sessionStartedAt: new Date(moment),
        },
        { stake: 100 * (index + 1), idempotencyKey: `safe-figures-${rounds}` },
        () => (draws % 2 === 0 ? 0.999 : 0),
        new Date(moment),
      );
    }
    const transfer = (direction: 'IN' | 'OUT', amount: number) =>
      call(platform.app, api.wallet.transfer, {
        token: player.token,
        body: { vassalage: vendor!, direction, amount, idempotencyKey: crypto.randomUUID() },
      });
    expect((await transfer('IN', 700)).status).toBe(200);
    expect((await transfer('OUT', 300)).status).toBe(200);
    // the lottery's kinds, a deposit that counts for neither, and another member's play, in one
    // statement over several days as a settlement writes them
    const entry = (memberId: number, kind: string, amount: number, moment: number) => ({
      memberId,
      kind,
      amount,
      balanceAfter: 1_000_000,
      idempotencyKey: crypto.randomUUID(),
      createdAt: new Date(moment),
    });
    await database.db
      .insert(ledgerEntries)
      .values([
        entry(player.memberId, 'LOTTERY_BET', -250, moments[0]!),
        entry(player.memberId, 'LOTTERY_BET', -150, moments[3]!),
        entry(player.memberId, 'LOTTERY_WIN', 900, moments[1]!),
        entry(player.memberId, 'DEPOSIT', 40_000, moments[1]!),
        entry(other.memberId, 'BET', -500, moments[1]!),
        entry(other.memberId, 'WIN', 200, moments[2]!),
      ]);

    /** What the guard read before the day figures: every ledger entry of the period. */
    const fromLedger = async (memberId: number, period: 'DAY' | 'WEEK' | 'MONTH', when: Date) => {
      const from = limitWindow(period, when).from;
      const [row] = await database.db
        .select({
          wager: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('BET', 'LOTTERY_BET', 'TRANSFER_IN')), 0)`,
          loss: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)`,
        })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.memberId, memberId),
            sql`${ledgerEntries.createdAt} >= ${from}`,
            sql`${ledgerEntries.kind} in ('BET', 'LOTTERY_BET', 'TRANSFER_IN', 'WIN', 'LOTTERY_WIN', 'TRANSFER_OUT')`,
          ),
        );
      return { wager: Number(row?.wager), loss: Number(row?.loss) };
    };
    let wins = 0;
    for (const when of [at, new Date(moments[1]!), new Date(moments[7]!)]) {
      for (const memberId of [player.memberId, other.memberId]) {
        const used = await usedInPeriods(database.db, memberId, when);
        for (const period of ['DAY', 'WEEK', 'MONTH'] as const) {
          const ledger = await fromLedger(memberId, period, when);
          expect({ period, wager: used.WAGER[period], loss: used.LOSS[period] }).toEqual({
            period,
            ...ledger,
          });
          if (ledger.wager > ledger.loss) wins += 1;
        }
      }
    }
    // the figures compared are not all zero: stakes and wins were both counted
    expect((await usedInPeriods(database.db, player.memberId, at)).WAGER.MONTH).toBeGreaterThan(0);
    expect(wins).toBeGreaterThan(0);
  });
});

describe('my activity', () => {
  it("adds up the ledger's deposits, stakes, wins and net per day, week and month, newest first", async () => {
    const player = await member();
    const order = await deposit(player.token, 50_000);
    expect((await paidCallback(platform.app, order.body.value.orderNo, 50_000)).status).toBe(200);
    const launch = await slot(player.token);
    for (let i = 0; i < 3; i += 1) expect((await round(launch, 100)).status).toBe(200);
    const [ledger] = await database.db
      .select({
        stakes: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'BET'), 0)`,
        wins: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'WIN'), 0)`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, player.memberId));
    const stakes = Number(ledger?.stakes);
    const wins = Number(ledger?.wins);
    expect(stakes).toBe(300);
    const figures = { deposits: 50_000, withdrawals: 0, stakes, wins, net: wins - stakes };
    for (const by of ['DAY', 'WEEK', 'MONTH'] as const) {
      const activity = await call(platform.app, playSafeApi.activity, { token: player.token, query: { by } });
      expect(activity.status).toBe(200);
      expect(activity.body.value.rows).toHaveLength(1);
      expect(activity.body.value.rows[0]).toMatchObject(figures);
      expect(activity.body.value.totals).toEqual(figures);
    }
    // a day later: two days, the newest first; still one month
    clock.advance(DAY);
    const token = await signIn(player);
    const next = await deposit(token, 20_000);
    expect((await paidCallback(platform.app, next.body.value.orderNo, 20_000)).status).toBe(200);
    const days = (await call(platform.app, playSafeApi.activity, { token, query: { by: 'DAY' } })).body.value;
    expect(days.rows.map((row) => row.deposits)).toEqual([20_000, 50_000]);
    expect(days.rows[0]!.from > days.rows[1]!.from).toBe(true);
    expect(days.totals.deposits).toBe(70_000);
    const bad = await call(platform.app, playSafeApi.activity, { token, query: { by: 'YEAR' as 'DAY' } });
    expect(bad.status).toBe(400);
  });
});

describe('time-out and self-exclusion', () => {
  const start = (token: string, body: Partial<StartExclusionRequest> = {}) =>
    call(platform.app, playSafeApi.startExclusion, {
      token,
      body: { kind: 'TIME_OUT', duration: '24H', password: 'Secret123', ...body },
    });

  it('needs the password; closes play, deposits and bets with the end date; balance and withdrawals stay open', async () => {
    const player = await member();
    const launch = await slot(player.token);
    const order = await deposit(player.token, 50_000);
    expect((await start(player.token, { password: 'Wrong-pass1' })).body.code).toBe('WRONG_PASSWORD');
    const otherDevice = await signIn(player);
    const started = await start(player.token);
    expect(started.body.value.exclusion).toMatchObject({ kind: 'TIME_OUT', duration: '24H', inForce: true });
    // every session ends with it, the one that asked and every other device's
    expect((await call(platform.app, api.wallet.balance, { token: player.token })).status).toBe(401);
    const signedOut = await call(platform.app, api.wallet.balance, { token: otherDevice });
    expect(signedOut.status).toBe(401);
    // that device is told why, with the break's end, not only that its session expired
    expect(signedOut.body).toMatchObject({
      code: 'SIGNED_OUT_FOR_BREAK',
      params: { until: brandMoment(new Date(started.body.value.exclusion!.endsAt)) },
    });
    const during = await signIn(player);
    const paused = await call(platform.app, playSafeApi.exclusion, { token: during });
    expect(paused.body.value.exclusion).toMatchObject({ inForce: true, ended: false });
    const until = String((await deposit(during, 50_000)).body.params?.until);
    expect(until).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d GMT\+8$/);
    // the game started before ends with it
    expect((await round(launch, 100)).body.code).toBe('GAME_SESSION_ENDED');
    const game = await firstGame(database.db, eq(games.category, 'RNG'));
    const relaunch = await call(platform.app, api.games.launchGame, {
      token: during,
      body: { nodeId: game.nodeId, language: 'EN' },
    });
    expect(relaunch.body).toMatchObject({ code: 'PLAY_PAUSED', params: { until } });
    // points are a reward: not redeemed during it
    const redeem = await call(platform.app, pointMallApi.redeem, {
      token: during,
      body: { itemId: 1, quantity: 1, paymentPassword: '123456', idempotencyKey: 'paused' },
    });
    expect(redeem.body).toMatchObject({ code: 'PLAY_PAUSED', params: { until } });
    expect((await call(platform.app, api.wallet.balance, { token: during })).status).toBe(200);
    expect((await call(platform.app, withdrawalApi.info, { token: during })).status).toBe(200);
    // a withdrawal is made, its amount out of the balance at once
    const withdrawal = await call(platform.app, withdrawalApi.create, {
      token: during,
      body: {
        amount: 20_000,
        bankAccountId: await readyToWithdraw(platform.app, during),
        paymentPassword: '123456',
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(withdrawal.status).toBe(200);
    expect((await readBalance(database.db, player.memberId))?.balance).toBe(980_000);
    // an order made before the time-out is still credited when its payment arrives, with no bonus offer
    expect((await paidCallback(platform.app, order.body.value.orderNo, 50_000)).status).toBe(200);
    expect((await readBalance(database.db, player.memberId))?.balance).toBe(1_030_000);
    expect(
      await offerReward(
        database.db,
        { memberId: player.memberId, source: 'BIRTHDAY', offerKey: 'BIRTHDAY:2026', amount: 5_000 },
        clock.now(),
      ),
    ).toBe(false);
    const rewards = await call(platform.app, rewardsApi.waiting, { token: during });
    expect(rewards.status).toBe(200);
    expect(rewards.body.value.rewards.map((reward) => reward.source)).not.toContain('WELCOME');
    // it cannot be replaced or undone before it ends
    expect((await start(during, { kind: 'SELF_EXCLUSION', duration: '6M' })).body.code).toBe(
      'EXCLUSION_IN_FORCE',
    );
    clock.advance(DAY);
    const token = await signIn(player);
    expect((await call(platform.app, playSafeApi.exclusion, { token })).body.value.exclusion).toMatchObject({
      inForce: false,
      ended: true,
    });
    expect((await deposit(token, 50_000)).status).toBe(200);
    expect(
      await offerReward(
        database.db,
        { memberId: player.memberId, source: 'BIRTHDAY', offerKey: 'BIRTHDAY:2026', amount: 5_000 },
        clock.now(),
      ),
    ).toBe(true);
  });

  it('started while rounds are in flight: each round is played whole before it or refused, and the wallet adds up', async () => {
    const player = await member();
    const launch = await slot(player.token);
    const before = (await readBalance(database.db, player.memberId))!.balance;
    const [started, ...rounds] = await Promise.all([
      start(player.token),
      ...Array.from({ length: 20 }, () => round(launch, 100)),
    ]);
    expect(started.status).toBe(200);
    const played = rounds.filter((answer) => answer.status === 200);
    for (const answer of rounds.filter((one) => one.status !== 200))
      expect(['GAME_SESSION_ENDED', 'PLAY_PAUSED']).toContain(answer.body.code);
    const net = played.reduce((sum, answer) => sum + answer.body.value.payout - 100, 0);
    expect((await readBalance(database.db, player.memberId))?.balance).toBe(before + net);
    // the ledger holds exactly the rounds answered as played: none half-made, none after a refusal
    expect(await stakedSince(player.memberId, new Date(0))).toBe(played.length * 100);
  });

  it('an agent cannot transfer to a downline in a time-out', async () => {
    const agent = await newAgent(platform.app, database.db);
    await setPaymentPassword(platform.app, agent.token);
    const downline = await invited(platform.app, database.db, agent.affiliateCode);
    await start(downline.token, { duration: '7D' });
    const sent = await call(platform.app, agentCentreApi.transfer, {
      token: agent.token,
      body: {
        member: downline.publicId,
        amount: 25_000,
        paymentPassword: '123456',
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(sent.body.code).toBe('DOWNLINE_EXCLUDED');
    expect((await readBalance(database.db, downline.memberId))?.balance).toBe(1_000_000);
  });

  it('a self-exclusion refuses a new registration with the same email, and reopens only a day after the member asks', async () => {
    const email = `${uniqueName('excluded')}@example.com`;
    const player = await registerFromOwnIp(platform.app, { email });
    await start(player.token, { kind: 'SELF_EXCLUSION', duration: '6M' });
    await expect(registerFromOwnIp(platform.app, { email: email.toUpperCase() })).rejects.toThrow(
      /REGISTRATION_EXCLUDED/,
    );
    // the self-exclusion ended the session: the member signs in again
    let token = await signIn(player);
    // while it runs, a refusal names its end
    const during = await deposit(token, 50_000);
    expect(during.body.code).toBe('PLAY_PAUSED');
    expect(during.body.params?.until).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} GMT\+8$/);
    expect((await call(platform.app, playSafeApi.reopen, { token })).body.code).toBe('EXCLUSION_NOT_ENDED');
    // its six months over (moved, not waited: a sign-in half a year on would ask for a new password)
    await database.db
      .update(playExclusions)
      .set({ endsAt: new Date(clock.now().getTime() - MINUTE) })
      .where(eq(playExclusions.memberId, await memberIdOf(database.db, player.username)));
    expect((await deposit(token, 50_000)).body.code).toBe('PLAY_CLOSED_REOPEN');
    const asked = await call(platform.app, playSafeApi.reopen, { token });
    expect(asked.body.value.exclusion?.opensAt).toBe(new Date(clock.now().getTime() + DAY).toISOString());
    expect((await deposit(token, 50_000)).body.code).toBe('PLAY_PAUSED');
    clock.advance(DAY);
    token = await signIn(player);
    expect((await deposit(token, 50_000)).status).toBe(200);
  });

  it('a self-exclusion refuses a new registration with the same mobile number, by username or by number', async () => {
    // the platform's clock, on a brand where a number given at registration needs no SMS code
    const app = testApp(
      database.db,
      { FEATURES: 'DIRECTREG3,USERNAMEREG3,MOBILENUMREG3' },
      { now: clock.now },
    );
    const mobileNum = uniqueMobile();
    const player = await registerFromOwnIp(app, { mobileNum, countryDialingCode: '63' });
    expect((await start(player.token, { kind: 'SELF_EXCLUSION', duration: '1Y' })).status).toBe(200);
    const byUsername = await callAnsweringCaptcha(app, api.member.register, {
      body: registerBody({ mobileNum, countryDialingCode: '63' }),
      ip: '198.18.40.1',
    });
    expect(byUsername.body.code).toBe('REGISTRATION_EXCLUDED');
    const byNumber = await callAnsweringCaptcha(app, api.member.registerMobile, {
      body: { ...registerBody(), mobileNum, countryDialingCode: '63', verificationCode: '123456' },
      ip: '198.18.40.2',
    });
    expect(byNumber.body.code).toBe('REGISTRATION_EXCLUDED');
    // the refusal names the end of the self-exclusion, not that the number is taken
    expect(byNumber.body.params?.until).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} GMT\+8$/);
    // another number registers as usual
    const other = await callAnsweringCaptcha(app, api.member.register, {
      body: registerBody({ mobileNum: uniqueMobile(), countryDialingCode: '63' }),
      ip: '198.18.40.3',
    });
    expect(other.status).toBe(200);
  });
});
