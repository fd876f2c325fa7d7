import { MEMBER_TYPE, rewardsApi, securityApi } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, memberRewards, members } from '../db/schema';
import { runOperatorCommand } from '../ops/operator-commands';
import { BRAND_BIRTHDAY, BRAND_REWARDS } from '../reference/brand';
import { Clock, DAY } from '../services/clock';
import { birthdaysOn, runBirthdayBonus } from '../services/rewards/birthday-bonus';
import { birthdayJob } from '../services/rewards/birthday-job';
import { newPlayer, type Player } from '../test-support/games';
import {
  call,
  envelopeOf,
  manualClock,
  request,
  testApp,
  useClockedApp,
  useSeededDatabase,
} from '../test-support/harness';

const database = useSeededDatabase();

// noon of 2030-03-10 in Manila (UTC+8); 2030 has no 29 February
const DAY_D = '2030-03-10';
const NOON_D = Date.UTC(2030, 2, 10, 4, 0, 0);
const platform = useClockedApp(database, NOON_D);
const { clock } = platform;

/** Long enough before every day these tests celebrate for the birthday to count. */
const LONG_AGO = new Date(Date.UTC(2029, 0, 1));

/** A fresh member with this profile birthday (or none, set at `setAt`), VIP level and member type. */
async function member(
  birthday: string | null,
  rankLevel: number | null,
  isAgent: number = MEMBER_TYPE.member,
  setAt: Date = LONG_AGO,
) {
  const player = await newPlayer(platform.app, database.db);
  await database.db
    .update(members)
    .set({ birthday, birthdaySetAt: birthday === null ? null : setAt, rankLevel, isAgent })
    .where(eq(members.id, player.memberId));
  return player;
}

const birthdayRewardsOf = (player: Player) =>
  database.db
    .select()
    .from(memberRewards)
    .where(and(eq(memberRewards.memberId, player.memberId), eq(memberRewards.source, 'BIRTHDAY')))
    .orderBy(memberRewards.id);

const offersOf = async (player: Player) =>
  (await birthdayRewardsOf(player)).map((row) => [row.offerKey, row.amount]);

/** The brand's noon of `day`, so the run is never for a day to come. */
const noonOf = (day: string) => new Date(`${day}T04:00:00Z`);

describe('birthday bonus', () => {
  it('offers the VIP level’s bonus once a year to the members born on the day, however often it runs', async () => {
    const vip2 = await member('1990-03-10', 2);
    const vip5 = await member('1975-03-10', 5);
    const tomorrow = await member('1990-03-11', 3);
    const level1 = await member('1990-03-10', 1);
    const noLevel = await member('1990-03-10', null);
    const trial = await member('1990-03-10', 3, MEMBER_TYPE.trial);
    const noBirthday = await member(null, 4);

    const now = clock.now();
    const runs = await Promise.all([
      runBirthdayBonus(database.db, DAY_D, now),
      runBirthdayBonus(database.db, DAY_D, now),
    ]);
    expect(runs.map((run) => run.offered).sort()).toEqual([0, 2]);
    expect(runs.every((run) => run.members === 2 && run.day === DAY_D)).toBe(true);
    expect(runs.map((run) => run.total).sort((a, b) => a - b)).toEqual([0, 5_000 + 200_000]);

    const [bonus] = await birthdayRewardsOf(vip2);
    expect(bonus).toMatchObject({
      offerKey: 'BIRTHDAY:2030',
      amount: 5_000,
      wageringRequired: 5_000 * BRAND_REWARDS.wageringMultiple.BIRTHDAY,
      claimedAt: null,
    });
    expect(bonus!.detail).toEqual({ day: DAY_D, vipLevel: 2 });
    expect(await offersOf(vip5)).toEqual([['BIRTHDAY:2030', 200_000]]);
    for (const nobody of [tomorrow, level1, noLevel, trial, noBirthday])
      expect(await offersOf(nobody)).toEqual([]);

    // the CLI and the dev route run the same job: nothing more is offered
    expect(await runOperatorCommand(database.db, 'birthday', [DAY_D], now)).toEqual([
      `Birthday bonus for ${DAY_D}: 0 offered (0.00 in all); 2 already had this year's.`,
    ]);
    const again = await request(platform.app, '/__dev/birthday', { method: 'POST', json: { day: DAY_D } });
    expect(again.status).toBe(200);
    expect((await envelopeOf(again)).value).toEqual({ day: DAY_D, members: 2, offered: 0, total: 0 });
    // without a day: today's, the same one
    const today = await request(platform.app, '/__dev/birthday', { method: 'POST', json: {} });
    expect((await envelopeOf(today)).value).toMatchObject({ day: DAY_D, offered: 0 });
    expect(await offersOf(vip2)).toEqual([['BIRTHDAY:2030', 5_000]]);

    // a level reached later in the year does not bring a second bonus that year; the next year does
    await database.db.update(members).set({ rankLevel: 4 }).where(eq(members.id, vip2.memberId));
    await runBirthdayBonus(database.db, DAY_D, now);
    await runBirthdayBonus(database.db, '2031-03-10', noonOf('2031-03-10'));
    expect(await offersOf(vip2)).toEqual([
      ['BIRTHDAY:2030', 5_000],
      ['BIRTHDAY:2031', 50_000],
    ]);
  });

  it('celebrates a 29 February birthday on 28 February in a year without one', async () => {
    expect(birthdaysOn('2031-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdaysOn('2032-02-28')).toEqual(['02-28']);
    expect(birthdaysOn('2100-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdaysOn('2031-03-01')).toEqual(['03-01']);

    const leapling = await member('1992-02-29', 2);
    const eve = await member('1990-02-28', 3);
    const march = await member('1990-03-01', 2);
    await runBirthdayBonus(database.db, '2031-02-28', noonOf('2031-02-28'));
    await runBirthdayBonus(database.db, '2031-03-01', noonOf('2031-03-01'));
    expect(await offersOf(leapling)).toEqual([['BIRTHDAY:2031', 5_000]]);
    expect(await offersOf(eve)).toEqual([['BIRTHDAY:2031', 20_000]]);
    expect(await offersOf(march)).toEqual([['BIRTHDAY:2031', 5_000]]);

    // 2032 has a 29 February: the leapling's day is that one, not the 28th
    await runBirthdayBonus(database.db, '2032-02-28', noonOf('2032-02-28'));
    expect(await offersOf(leapling)).toEqual([['BIRTHDAY:2031', 5_000]]);
    expect((await birthdayRewardsOf(leapling)).length).toBe(1);
    await runBirthdayBonus(database.db, '2032-02-29', noonOf('2032-02-29'));
    expect(await offersOf(leapling)).toEqual([
      ['BIRTHDAY:2031', 5_000],
      ['BIRTHDAY:2032', 5_000],
    ]);
    expect((await offersOf(eve)).map(([key]) => key)).toEqual(['BIRTHDAY:2031', 'BIRTHDAY:2032']);
  });

  it('refuses a day that is not one, or has not begun, from the CLI and the dev route', async () => {
    const now = clock.now();
    await expect(runBirthdayBonus(database.db, '2030-03-11', now)).rejects.toThrow(/has not begun/);
    await expect(runOperatorCommand(database.db, 'birthday', ['2030-02-30'], now)).rejects.toThrow(
      /YYYY-MM-DD/,
    );
    await expect(runOperatorCommand(database.db, 'birthday', [DAY_D, 'again'], now)).rejects.toThrow(/Usage/);
    for (const day of ['2030-02-30', '2030-03-11', 'today']) {
      const res = await request(platform.app, '/__dev/birthday', { method: 'POST', json: { day } });
      expect(res.status).toBe(400);
    }
  });

  it('pays nothing for a birthday set on the day or less than the brand’s days before it', async () => {
    const dayStart = Date.UTC(2030, 2, 9, 16, 0, 0);
    const days = BRAND_BIRTHDAY.daysOnProfile;
    const settled = await member('1991-03-10', 3, MEMBER_TYPE.member, new Date(dayStart - days * DAY));
    const recent = await member('1991-03-10', 3, MEMBER_TYPE.member, new Date(dayStart - days * DAY + 1));
    // set today in My account, as the web app does
    const today = await member(null, 3);
    const set = await call(platform.app, securityApi.birthday, {
      token: today.token,
      body: { birthday: '1991-03-10' },
    });
    expect(set.status).toBe(200);
    await runBirthdayBonus(database.db, DAY_D, clock.now());
    expect(await offersOf(settled)).toEqual([['BIRTHDAY:2030', 20_000]]);
    expect(await offersOf(recent)).toEqual([]);
    expect(await offersOf(today)).toEqual([]);
    // next year it has been on the profile long enough
    await runBirthdayBonus(database.db, '2031-03-10', noonOf('2031-03-10'));
    expect(await offersOf(today)).toEqual([['BIRTHDAY:2031', 20_000]]);
  });

  it('runs for today on schedule, the reward centre shows it, and its claim credits it with the birthday wagering', async () => {
    // the member set the birthday in My account, as the web app does, a year before
    const player = await member(null, 3);
    const yearBefore = testApp(database.db, {}, { now: () => new Date(NOON_D - 365 * DAY) });
    const set = await call(yearBefore, securityApi.birthday, {
      token: player.token,
      body: { birthday: '1994-03-10' },
    });
    expect(set.status).toBe(200);
    // a server started afterwards that day: its reward list awaits its birthday job's first tick
    const birthday = manualClock(NOON_D + 60_000);
    const later = testApp(database.db, {}, { now: birthday.now });
    const waiting = await call(later, rewardsApi.waiting, { token: player.token });
    expect(waiting.status).toBe(200);
    const reward = waiting.body.value.rewards.find((row) => row.source === 'BIRTHDAY');
    expect(reward).toMatchObject({
      amount: 20_000,
      wageringRequired: 20_000 * BRAND_REWARDS.wageringMultiple.BIRTHDAY,
      detail: { day: DAY_D, vipLevel: 3 },
    });
    // the running server's job for the same day offers nothing more
    await birthdayJob(database.db, new Clock(birthday.now)).tick();
    expect(await offersOf(player)).toEqual([['BIRTHDAY:2030', 20_000]]);

    const claimed = await call(later, rewardsApi.claim, { token: player.token, body: { id: reward!.id } });
    expect(claimed.status).toBe(200);
    expect(claimed.body.value.claimed).toEqual([{ id: reward!.id, source: 'BIRTHDAY', amount: 20_000 }]);
    const [entry] = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, player.memberId), eq(ledgerEntries.kind, 'REWARD_BIRTHDAY')));
    expect(entry?.amount).toBe(20_000);
    const bonuses = await call(later, rewardsApi.bonuses, { token: player.token });
    expect(bonuses.body.value.bonuses.find((row) => row.id === reward!.id)).toMatchObject({
      source: 'BIRTHDAY',
      amount: 20_000,
      wageringRequired: 20_000 * BRAND_REWARDS.wageringMultiple.BIRTHDAY,
      status: 'ACTIVE',
    });
  });
});
