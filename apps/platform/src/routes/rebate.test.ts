import { rewardsApi } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { memberRewards, members } from '../db/schema';
import { runOperatorCommand } from '../ops/operator-commands';
import { Clock, DAY } from '../services/clock';
import { runDailyRebate } from '../services/rewards/daily-rebate';
import { rebateJob } from '../services/rewards/rebate-job';
import { newPlayer, type Player, playRounds } from '../test-support/games';
import { call, request, useClockedApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

// noon of 2030-03-10 in Manila (UTC+8): far from the demo history, so only these tests' rounds count
const DAY_D = '2030-03-10';
const platform = useClockedApp(database, Date.UTC(2030, 2, 10, 4, 0, 0));
const { clock } = platform;

const rebatesOf = (player: Player) =>
  database.db
    .select()
    .from(memberRewards)
    .where(and(eq(memberRewards.memberId, player.memberId), eq(memberRewards.source, 'REBATE')));

describe('daily rebate', () => {
  it("offers each member's valid bets of the day × their VIP level's rate once, however often it runs", async () => {
    const plain = await newPlayer(platform.app, database.db);
    const vip = await newPlayer(platform.app, database.db);
    const small = await newPlayer(platform.app, database.db);
    await database.db.update(members).set({ rankLevel: 3 }).where(eq(members.id, vip.memberId));
    await playRounds(platform.app, database.db, plain, 'RNG', [10_000, 10_000, 10_000, 10_000, 10_000]);
    await playRounds(platform.app, database.db, vip, 'RNG', [10_000, 10_000]);
    // 100.00 at 0.30 % is 0.30: under the 1.00 minimum, nothing is offered
    await playRounds(platform.app, database.db, small, 'RNG', [10_000]);

    const now = new Date(clock.now().getTime() + DAY);
    const runs = await Promise.all([
      runDailyRebate(database.db, DAY_D, now),
      runDailyRebate(database.db, DAY_D, now),
    ]);
    expect(runs.map((run) => run.offered).sort()).toEqual([0, 2]);
    expect(runs.every((run) => run.members === 2)).toBe(true);

    const [rebate] = await rebatesOf(plain);
    expect(rebate).toMatchObject({ offerKey: `REBATE:${DAY_D}`, amount: 150, wageringRequired: 150 });
    expect(rebate!.detail).toEqual({
      day: DAY_D,
      timeZone: 'Asia/Manila',
      vipLevel: 1,
      categories: [{ category: 'RNG', validBet: 50_000, rateBps: 30, amount: 150 }],
    });
    expect((await rebatesOf(vip)).map((row) => [row.amount, row.detail.vipLevel])).toEqual([[100, 3]]);
    expect(await rebatesOf(small)).toEqual([]);

    // the CLI and the dev route run the same job: nothing more is offered
    expect(await runOperatorCommand(database.db, 'rebate', [DAY_D], now)).toEqual([
      `Rebate for ${DAY_D}: 0 offered (0.00 in all); 2 already had theirs.`,
    ]);
    const again = await request(platform.app, '/__dev/rebate', { method: 'POST', json: { day: DAY_D } });
    expect(again.status).toBe(200);
    expect((await rebatesOf(plain)).length).toBe(1);
    expect(
      (await request(platform.app, '/__dev/rebate', { method: 'POST', json: { day: '2030-02-30' } })).status,
    ).toBe(400);
    await expect(runOperatorCommand(database.db, 'rebate', ['yesterday'], now)).rejects.toThrow(/Usage/);
  });

  it('runs for yesterday on schedule once the brand day has rolled over', async () => {
    const player = await newPlayer(platform.app, database.db);
    await playRounds(platform.app, database.db, player, 'RNG', [10_000, 10_000, 10_000, 10_000]);
    const played = clock.now().getTime();
    // the badge awaits the job's tick: still 2030-03-10 in Manila, and yesterday has no bets of this
    // player (what it counts is today's completed missions)
    await call(platform.app, rewardsApi.claimableCount, { token: player.token });
    expect(await rebatesOf(player)).toEqual([]);
    // 16:00 UTC is midnight in Manila: the next day begins and the job's tick rebates the one before
    const jobClock = new Clock(() => new Date(Date.UTC(2030, 2, 10, 16, 0, 1)));
    expect(jobClock.now().getTime()).toBeGreaterThan(played);
    await rebateJob(database.db, jobClock).tick();
    expect((await rebatesOf(player)).map((row) => [row.offerKey, row.amount])).toEqual([
      [`REBATE:${DAY_D}`, 120],
    ]);
  });
});
