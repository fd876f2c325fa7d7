import {
  api,
  brandToday,
  playSafeApi,
  securityApi,
  shiftDay,
  vipApi,
  withdrawalApi,
} from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { memberMessages, vipLevelHistory } from '../db/schema';
import { runOperatorCommand } from '../ops/operator-commands';
import { VIP_LEVELS } from '../reference/vip-levels';
import { Clock } from '../services/clock';
import { evaluateDay, evaluateMember } from '../services/vip/vip-evaluation';
import { qualifiedLevel } from '../services/vip/vip-figures';
import { vipJob } from '../services/vip/vip-job';
import { login } from '../test-support/accounts';
import { paidDeposit } from '../test-support/deposits';
import { newPlayer, type Player, playRounds, stakesOf100 } from '../test-support/games';
import { call, useClockedApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();
const platform = useClockedApp(database);
const { clock } = platform;

const deposit = (player: Player, amount: number) =>
  paidDeposit(database.db, player.memberId, amount, clock.now());

/** Rounds of 100.00 until `validBet` is played. */
const play = (player: Player, validBet: number) =>
  playRounds(platform.app, database.db, player, 'RNG', stakesOf100(validBet));

const today = () => brandToday(clock.now());
const rank = (player: Player) => call(platform.app, vipApi.rank, { token: player.token });
const info = (player: Player) => call(platform.app, api.member.info, { token: player.token });

async function levelUpMessages(player: Player) {
  const rows = await database.db
    .select()
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, player.memberId), eq(memberMessages.kind, 'VIP_LEVEL_UP')));
  return rows.map((row) => ({ level: row.amount, day: row.orderNo }));
}

const LEVEL_2 = VIP_LEVELS[1]!;

describe('the levels a member qualifies for', () => {
  it('is the highest level whose thresholds both figures reach', () => {
    expect(qualifiedLevel({ validBet: 0, deposits: 0 }).level).toBe(1);
    expect(qualifiedLevel({ validBet: LEVEL_2.validBet, deposits: LEVEL_2.deposits }).level).toBe(2);
    expect(qualifiedLevel({ validBet: LEVEL_2.validBet - 1, deposits: 10 ** 12 }).level).toBe(1);
    expect(qualifiedLevel({ validBet: 10 ** 12, deposits: LEVEL_2.deposits - 1 }).level).toBe(1);
    expect(qualifiedLevel({ validBet: 5_000_000, deposits: 1_999_999 }).level).toBe(3);
    expect(qualifiedLevel({ validBet: 10 ** 12, deposits: 10 ** 12 }).level).toBe(6);
  });
});

describe('the VIP evaluation', () => {
  it('raises a qualifying member once: label, history, one message, whoever runs it and how often', async () => {
    const player = await newPlayer(platform.app, database.db);
    await deposit(player, LEVEL_2.deposits);
    await play(player, LEVEL_2.validBet - 10_000);
    // one round short of the valid-bet threshold: nothing yet
    expect(await evaluateMember(database.db, player.memberId, today(), clock.now())).toBe(false);
    expect((await rank(player)).body.value).toMatchObject({
      level: 1,
      validBet: LEVEL_2.validBet - 10_000,
      deposits: LEVEL_2.deposits,
    });
    // whoever else qualifies today (the seeded demo accounts' history) is raised first, so the runs
    // below can only raise this player
    await evaluateDay(database.db, today(), clock.now());
    await play(player, 10_000);

    // the day's run, a member's run and the CLI at once: the member is raised exactly once
    const now = clock.now();
    const [day1, day2, member, cli] = await Promise.all([
      evaluateDay(database.db, today(), now),
      evaluateDay(database.db, today(), now),
      evaluateMember(database.db, player.memberId, today(), now),
      runOperatorCommand(database.db, 'vip', ['evaluate', today()], now),
    ]);
    const cliRaised = cli[0]?.includes(', 1 raised') ? 1 : 0;
    expect(day1.raised + day2.raised + (member ? 1 : 0) + cliRaised).toBe(1);

    expect((await info(player)).body.value.clubLabel).toEqual({ labelName: 'VIP 2', rankLevel: 2 });
    expect(await levelUpMessages(player)).toEqual([{ level: 2, day: today() }]);
    const body = (await rank(player)).body.value;
    expect(body.level).toBe(2);
    expect(body.history).toEqual([
      { day: today(), level: 2, previousLevel: 1, validBet: LEVEL_2.validBet, deposits: LEVEL_2.deposits },
    ]);

    // re-running the same day changes nothing and tells nobody again
    expect(await runOperatorCommand(database.db, 'vip', ['evaluate', today()], clock.now())).toEqual([
      expect.stringMatching(/, 0 raised\.$/),
    ]);
    expect(await levelUpMessages(player)).toHaveLength(1);
    const rows = await database.db
      .select()
      .from(vipLevelHistory)
      .where(eq(vipLevelHistory.memberId, player.memberId));
    expect(rows).toHaveLength(1);
  });

  it('raises a member on a time-out without the level-up message: no marketing reaches a break', async () => {
    const player = await newPlayer(platform.app, database.db);
    await deposit(player, LEVEL_2.deposits);
    await play(player, LEVEL_2.validBet);
    const started = await call(platform.app, playSafeApi.startExclusion, {
      token: player.token,
      body: { kind: 'TIME_OUT', duration: '24H', password: player.password },
    });
    expect(started.status).toBe(200);
    expect(await evaluateMember(database.db, player.memberId, today(), clock.now())).toBe(true);
    // the break ended the session: the member signs in again to look
    const signedIn = await login(platform.app, player.username, player.password);
    const again = { ...player, token: signedIn.body.value.token };
    expect((await rank(again)).body.value.level).toBe(2);
    expect(await levelUpMessages(again)).toEqual([]);
  });

  it('counts only the member’s own activity, over the qualifying period, and keeps a level reached', async () => {
    const busy = await newPlayer(platform.app, database.db);
    const quiet = await newPlayer(platform.app, database.db);
    await deposit(busy, LEVEL_2.deposits);
    await play(busy, LEVEL_2.validBet);
    expect((await evaluateDay(database.db, today(), clock.now())).raised).toBeGreaterThanOrEqual(1);
    expect((await rank(quiet)).body.value).toMatchObject({ level: 1, validBet: 0, deposits: 0 });
    expect((await info(quiet)).body.value.clubLabel).toBeNull();
    expect(await levelUpMessages(quiet)).toEqual([]);

    // 30 brand days later the activity has left the period: the figures are 0, the level stays
    const days = (await rank(busy)).body.value.period.days;
    clock.advance(days * 86_400_000);
    try {
      // the session has long expired: sign in again
      const signedIn = await login(platform.app, busy.username, busy.password);
      const again = { ...busy, token: signedIn.body.value.token };
      const later = (await rank(again)).body.value;
      expect(later).toMatchObject({ level: 2, validBet: 0, deposits: 0 });
      expect(later.period).toEqual({ from: shiftDay(today(), -(days - 1)), to: today(), days });
      await evaluateDay(database.db, today(), clock.now());
      expect((await info(again)).body.value.clubLabel?.rankLevel).toBe(2);
    } finally {
      clock.advance(-days * 86_400_000);
    }
  });

  it('refuses a day that is not a date or has not begun', async () => {
    await expect(
      runOperatorCommand(database.db, 'vip', ['evaluate', '2030-02-30'], clock.now()),
    ).rejects.toThrow(/YYYY-MM-DD/);
    await expect(
      runOperatorCommand(database.db, 'vip', ['evaluate', shiftDay(today(), 1)], clock.now()),
    ).rejects.toThrow(/not begun/);
    await expect(runOperatorCommand(database.db, 'vip', ['evaluate'], clock.now())).rejects.toThrow(/Usage/);
  });

  it('runs on the running server’s timer: the day at start, then the members who just played', async () => {
    const job = vipJob(database.db, new Clock(clock.now));
    await job.tick();
    const player = await newPlayer(platform.app, database.db);
    await deposit(player, LEVEL_2.deposits);
    await play(player, LEVEL_2.validBet);
    // the activity look waits its half minute
    await job.tick();
    expect((await info(player)).body.value.clubLabel).toBeNull();
    clock.advance(31_000);
    await job.tick();
    expect((await info(player)).body.value.clubLabel).toEqual({ labelName: 'VIP 2', rankLevel: 2 });
    expect(await levelUpMessages(player)).toHaveLength(1);
  });
});

describe('the player rank page', () => {
  it('needs a session and lists every level’s benefits', async () => {
    expect((await call(platform.app, vipApi.rank)).status).toBe(401);
    const player = await newPlayer(platform.app, database.db);
    const body = (await rank(player)).body.value;
    expect(body.levels.map((level) => level.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.levels[4]).toMatchObject({
      vipService: true,
      rebateBps: { SLOTS: 80, TABLES: 50, LOTTERY: 25 },
      withdrawal: { dailyCount: 15, dailyAmount: 300_000_000 },
      birthdayBonus: 200_000,
    });
    expect(body.history).toEqual([]);
    // the birthday bonus needs a birthday on the profile, which My account sets
    expect(body.hasBirthday).toBe(false);
    const set = await call(platform.app, securityApi.birthday, {
      token: player.token,
      body: { birthday: '1990-05-17' },
    });
    expect(set.status).toBe(200);
    expect((await rank(player)).body.value.hasBirthday).toBe(true);
  });

  it('lists the levels to visitors too, as the rank page lists them', async () => {
    const visitor = await call(platform.app, vipApi.levels);
    expect(visitor.status).toBe(200);
    const player = await newPlayer(platform.app, database.db);
    const mine = (await rank(player)).body.value;
    expect(visitor.body.value).toEqual({ qualifyingDays: mine.period.days, levels: mine.levels });
  });
});

describe('withdrawal limits', () => {
  it('follow the member’s level', async () => {
    const player = await newPlayer(platform.app, database.db);
    const before = (await call(platform.app, withdrawalApi.info, { token: player.token })).body.value;
    expect(before).toMatchObject({
      remainingCount: VIP_LEVELS[0]!.withdrawal.dailyCount,
      remainingAmount: VIP_LEVELS[0]!.withdrawal.dailyAmount,
    });
    await deposit(player, LEVEL_2.deposits);
    await play(player, LEVEL_2.validBet);
    await evaluateMember(database.db, player.memberId, today(), clock.now());
    const after = (await call(platform.app, withdrawalApi.info, { token: player.token })).body.value;
    expect(after).toMatchObject({
      remainingCount: LEVEL_2.withdrawal.dailyCount,
      remainingAmount: LEVEL_2.withdrawal.dailyAmount,
    });
  });
});
