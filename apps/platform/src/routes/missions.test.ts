import { type Mission, missionsApi, rewardsApi } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, memberRewards, signIns } from '../db/schema';
import { createMember } from '../services/accounts/members';
import { offerCompletedMissions } from '../services/missions/missions';
import { claimReward } from '../services/rewards/claim-reward';
import { offerReward } from '../services/rewards/offer-reward';
import { ledgerSum, postLedgerEntry, readBalance } from '../services/wallet/wallet';
import { login } from '../test-support/accounts';
import { newPlayer, type Player, playRounds } from '../test-support/games';
import { call, useClockedApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Sunday 2030-01-06, 22:00 in Manila (14:00 UTC): two hours later a new brand day and brand week
// start there, while UTC is still on the Sunday
const platform = useClockedApp(database, Date.UTC(2030, 0, 6, 14, 0));
const { clock } = platform;

let deposits = 0;
async function deposit(player: Player, amount: number) {
  deposits += 1;
  await postLedgerEntry(
    database.db,
    { memberId: player.memberId, amount, kind: 'DEPOSIT', idempotencyKey: `mission-deposit-${deposits}` },
    clock.now(),
  );
}

async function summaryOf(player: Player) {
  const res = await call(platform.app, missionsApi.summary, { token: player.token });
  expect(res.status).toBe(200);
  return res.body.value;
}

function byId(missions: Mission[]) {
  return Object.fromEntries(missions.map((mission) => [mission.id, [mission.progress, mission.status]]));
}

/** Signs in again (a sign-in day for the streaks; the old session may have idled out meanwhile). */
async function signIn(player: Player) {
  const res = await login(platform.app, player.username, player.password);
  expect(res.status).toBe(200);
  player.token = res.body.value.token;
}

const claim = (player: Player, missionId: string) =>
  call(platform.app, missionsApi.claim, { token: player.token, body: { missionId } });

describe('missions', () => {
  it('counts only the member’s own activity inside the brand day and brand week', async () => {
    const player = await newPlayer(platform.app, database.db);
    const stranger = await newPlayer(platform.app, database.db);
    // Sunday evening in Manila: the last brand day of the previous week
    await playRounds(platform.app, database.db, player, 'RNG', [100, 100]);
    await deposit(player, 50_000);
    clock.advance(3 * HOUR); // Monday 01:00 in Manila: a new day and a new week
    await signIn(stranger);
    await signIn(player);
    // the sign-in just made is checked below: first what a day without one counts
    await database.db.delete(signIns).where(eq(signIns.memberId, player.memberId));
    const monday = await summaryOf(player);
    expect(monday).toMatchObject({ day: '2030-01-07', week: '2030-01-07', points: 0 });
    expect(byId(monday.missions)).toEqual({
      'daily-sign-in': [0, 'IN_PROGRESS'],
      'daily-rounds': [0, 'IN_PROGRESS'],
      'daily-wager-rng': [0, 'IN_PROGRESS'],
      'daily-deposit': [0, 'IN_PROGRESS'],
      'weekly-sign-in': [0, 'IN_PROGRESS'],
      'weekly-rounds': [0, 'IN_PROGRESS'],
      'weekly-wager-live': [0, 'IN_PROGRESS'],
      'weekly-deposit': [0, 'IN_PROGRESS'],
    });

    await signIn(player);
    await playRounds(platform.app, database.db, player, 'RNG', [5_000, 5_000]);
    await playRounds(platform.app, database.db, player, 'LIVE', [100]);
    await deposit(player, 4_000);
    // the stranger does everything: none of it is the player's
    await playRounds(platform.app, database.db, stranger, 'RNG', [100, 100, 100, 100]);
    await deposit(stranger, 200_000);
    const stranger1 = byId((await summaryOf(stranger)).missions);
    expect(stranger1['daily-rounds']).toEqual([3, 'COMPLETE']);
    expect(stranger1['daily-deposit']).toEqual([10_000, 'COMPLETE']);

    const day1 = byId((await summaryOf(player)).missions);
    expect(day1).toMatchObject({
      'daily-sign-in': [1, 'COMPLETE'],
      'daily-rounds': [3, 'COMPLETE'],
      'daily-wager-rng': [10_000, 'IN_PROGRESS'],
      'daily-deposit': [4_000, 'IN_PROGRESS'],
      'weekly-sign-in': [1, 'IN_PROGRESS'],
      'weekly-rounds': [3, 'IN_PROGRESS'],
      'weekly-wager-live': [100, 'IN_PROGRESS'],
      'weekly-deposit': [4_000, 'IN_PROGRESS'],
    });

    // Tuesday and Wednesday: the daily missions start over, the weekly ones add up, and three
    // sign-in days in a row complete the streak
    clock.advance(DAY);
    await signIn(player);
    await playRounds(platform.app, database.db, player, 'RNG', [100]);
    await deposit(player, 10_000);
    clock.advance(DAY);
    await signIn(player);
    const day3 = byId((await summaryOf(player)).missions);
    expect(day3).toMatchObject({
      'daily-sign-in': [1, 'COMPLETE'],
      'daily-rounds': [0, 'IN_PROGRESS'],
      'daily-deposit': [0, 'IN_PROGRESS'],
      'weekly-sign-in': [3, 'COMPLETE'],
      'weekly-rounds': [4, 'IN_PROGRESS'],
      'weekly-deposit': [14_000, 'IN_PROGRESS'],
    });
  });

  it('refuses a claim before the mission is complete and credits a complete one once, whatever the tabs', async () => {
    const player = await newPlayer(platform.app, database.db);
    const early = await claim(player, 'daily-rounds');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ success: false, code: 'MISSION_NOT_COMPLETE' });
    expect(
      (await call(platform.app, missionsApi.claim, { token: player.token, body: { missionId: 'nope' } }))
        .status,
    ).toBe(404);

    await playRounds(platform.app, database.db, player, 'RNG', [100, 100, 100]);
    const afterRounds = (await readBalance(database.db, player.memberId))!.balance;
    expect((await call(platform.app, missionsApi.claimable, { token: player.token })).body.value.count).toBe(
      2,
    );
    const results = await Promise.all(Array.from({ length: 6 }, () => claim(player, 'daily-rounds')));
    const ok = results.filter((result) => result.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body.value).toEqual({
      missionId: 'daily-rounds',
      amount: 500,
      points: 10,
      balance: afterRounds + 500,
    });
    expect(results.filter((result) => result.status !== 200).map((result) => result.body.code)).toEqual(
      Array(5).fill('REWARD_ALREADY_CLAIMED'),
    );
    expect((await readBalance(database.db, player.memberId))!.balance).toBe(afterRounds + 500);
    expect(await ledgerSum(database.db, player.memberId)).toBe(afterRounds + 500);
    const credits = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, player.memberId), eq(ledgerEntries.kind, 'REWARD_MISSION')));
    expect(credits).toHaveLength(1);

    const summary = await summaryOf(player);
    expect(byId(summary.missions)['daily-rounds']).toEqual([3, 'CLAIMED']);
    expect(summary.points).toBe(10);
    expect((await call(platform.app, missionsApi.claimable, { token: player.token })).body.value.count).toBe(
      1,
    );
  });

  it('lists a completed mission’s reward in the reward centre, with its badge, before the missions page is read', async () => {
    const player = await newPlayer(platform.app, database.db);
    await playRounds(platform.app, database.db, player, 'RNG', [100, 100, 100]);
    const waiting = await call(platform.app, rewardsApi.waiting, { token: player.token });
    expect(
      waiting.body.value.rewards
        .filter((reward) => reward.source === 'MISSION')
        .map((reward) => [reward.detail.missionId, reward.amount])
        .sort(),
    ).toEqual([
      ['daily-rounds', 500],
      ['daily-sign-in', 200],
    ]);
    expect(
      (await call(platform.app, rewardsApi.claimableCount, { token: player.token })).body.value.count,
    ).toBe(2);
  });

  it('offers the completed missions’ rewards to the reward centre when the summary is read', async () => {
    const player = await newPlayer(platform.app, database.db);
    await playRounds(platform.app, database.db, player, 'RNG', [100, 100, 100]);
    // what the reward centre calls: sign-in and rounds are complete, nothing else
    expect(await offerCompletedMissions(database.db, player.memberId, clock.now())).toBe(2);
    await summaryOf(player);
    await summaryOf(player);
    expect(await offerCompletedMissions(database.db, player.memberId, clock.now())).toBe(0);
    const rewards = await database.db
      .select()
      .from(memberRewards)
      .where(eq(memberRewards.memberId, player.memberId));
    const day = (await summaryOf(player)).day;
    expect(
      rewards
        .map((reward) => [reward.source, reward.offerKey, reward.amount, reward.detail, reward.claimedAt])
        .sort(),
    ).toEqual([
      [
        'MISSION',
        `MISSION:daily-rounds:${day}`,
        500,
        { missionId: 'daily-rounds', period: day, points: 10 },
        null,
      ],
      [
        'MISSION',
        `MISSION:daily-sign-in:${day}`,
        200,
        { missionId: 'daily-sign-in', period: day, points: 5 },
        null,
      ],
    ]);
  });
});

describe('mission leaderboard', () => {
  it('ranks this week’s claimed points, top 20 masked, ties to the earlier, and my own rank outside it', async () => {
    // a week of its own, far from the other tests' claims
    clock.advance(400 * DAY);
    const start = clock.now();
    // 22 others with 5 to 105 points claimed this week; two of them tie at 60
    const others: { id: number; account: string; points: number }[] = [];
    for (let index = 0; index < 22; index += 1) {
      const account = `board${Date.now().toString(36)}${'abcdefghijklmnopqrstuv'[index]}`;
      const member = await createMember(
        database.db,
        { account, nickname: 'Board', passwordHash: null },
        { at: start, credit: 0 },
      );
      const points = index === 21 ? 60 : (index + 1) * 5;
      // the tie: index 11 (60 points) claims before index 21
      const at = new Date(start.getTime() + (index === 21 ? 2 * HOUR : HOUR + index * 60_000));
      await offerReward(
        database.db,
        {
          memberId: member.id,
          source: 'MISSION',
          offerKey: `MISSION:board:${index}`,
          amount: 100,
          detail: { missionId: 'board', points },
        },
        at,
      );
      const [reward] = await database.db
        .select()
        .from(memberRewards)
        .where(eq(memberRewards.memberId, member.id));
      await claimReward(database.db, member.id, reward!.publicId, at);
      others.push({ id: member.id, account, points });
    }
    // an unclaimed offer and last week's claim never count
    const idle = others[0]!;
    await offerReward(
      database.db,
      {
        memberId: idle.id,
        source: 'MISSION',
        offerKey: 'MISSION:board:idle',
        amount: 100,
        detail: { points: 500 },
      },
      start,
    );

    clock.advance(3 * HOUR);
    const me = await newPlayer(platform.app, database.db);
    await playRounds(platform.app, database.db, me, 'RNG', [100, 100, 100]);
    expect((await claim(me, 'daily-rounds')).status).toBe(200);
    expect((await claim(me, 'daily-sign-in')).status).toBe(200);
    const res = await call(platform.app, missionsApi.leaderboard, { token: me.token });
    expect(res.status).toBe(200);
    const board = res.body.value;
    expect(board.top).toHaveLength(20);
    expect(board.top.map((row) => row.points)).toEqual([
      105, 100, 95, 90, 85, 80, 75, 70, 65, 60, 60, 55, 50, 45, 40, 35, 30, 25, 20, 15,
    ]);
    expect(board.top.map((row) => row.rank)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const first = others[20];
    expect(board.top[0]).toEqual({
      rank: 1,
      name: `${first!.account.slice(0, 2)}***${first!.account.slice(-1)}`,
      points: 105,
      me: false,
    });
    // of the two at 60, the one who reached it first ranks first
    expect(board.top[9]!.name).toBe(`bo***${others[11]!.account.slice(-1)}`);
    expect(board.top[10]!.name).toBe(`bo***${others[21]!.account.slice(-1)}`);
    for (const row of board.top) expect(row.name).toMatch(/^\w{2}\*\*\*\w$/);
    // 15 points: 19 others have more, and the other at 15 claimed first, so mine is 21st
    expect(board.mine).toEqual({ rank: 21, points: 15 });
    expect(board.top.some((row) => row.me)).toBe(false);
    expect(board.week).toBe((await summaryOf(me)).week);
  });
});
