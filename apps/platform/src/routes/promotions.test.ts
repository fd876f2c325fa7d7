import {
  brandToday,
  type PromotionStatus,
  pointMallApi,
  promotionsApi,
  rankingsApi,
  shiftDay,
} from '@marquee/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { bets, ledgerEntries, memberRewards, pointItems, promotionEntries, promotions } from '../db/schema';
import { runOperatorCommand } from '../ops/operator-commands';
import { maskName } from '../services/games/winners';
import { invalidateReads } from '../services/read-cache';
import { readBalance } from '../services/wallet/wallet';
import { login, setPaymentPassword } from '../test-support/accounts';
import { paidDeposit } from '../test-support/deposits';
import { newPlayer, type Player, playRounds } from '../test-support/games';
import { call, useClockedApp, useSeededDatabase } from '../test-support/harness';
import { jpegImage, pngImage } from '../test-support/images';

const database = useSeededDatabase();
// a Wednesday noon in Manila: the week's slots challenge runs, and nothing crosses a brand day
const platform = useClockedApp(database, Date.UTC(2030, 0, 9, 4, 0));
const { clock } = platform;

const daysFromNow = (days: number) => new Date(clock.now().getTime() + days * 86_400_000);

/** A test's own VIP promotion to claim, running from yesterday for ten days unless it says otherwise. */
const claimPromotion = (
  fields: Pick<typeof promotions.$inferInsert, 'title' | 'content'> & Partial<typeof promotions.$inferInsert>,
) => ({
  type: 'VIP',
  kind: 'CLAIM',
  image: '/media/games/royal-0.svg',
  startsAt: daysFromNow(-1),
  endsAt: daysFromNow(10),
  reward: 100,
  ...fields,
});

async function promotionOf(kind: string, type: string) {
  const [row] = await database.db
    .select()
    .from(promotions)
    .where(and(eq(promotions.kind, kind), eq(promotions.type, type)));
  return row!;
}

const detail = (id: number, player?: Player) =>
  call(platform.app, promotionsApi.detail, {
    query: { id: String(id) },
    ...(player ? { token: player.token } : {}),
  });
const join = (id: number, player: Player) =>
  call(platform.app, promotionsApi.join, { token: player.token, body: { id } });
const claim = (id: number, player: Player) =>
  call(platform.app, promotionsApi.claim, { token: player.token, body: { id } });
const apply = (id: number, player: Player, remark: string, images: { type: string; data: string }[]) =>
  call(platform.app, promotionsApi.apply, { token: player.token, body: { id, remark, images } });

const png = () => ({ type: 'image/png', data: pngImage().toString('base64') });
const jpg = () => ({ type: 'image/jpeg', data: jpegImage().toString('base64') });

async function statusOf(id: number, player?: Player): Promise<PromotionStatus> {
  const res = await detail(id, player);
  expect(res.status).toBe(200);
  return res.body.value.status;
}

async function promotionCredits(player: Player) {
  return database.db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, player.memberId), eq(ledgerEntries.kind, 'REWARD_PROMOTION')));
}

describe('promotions', () => {
  it('lists the running and coming promotions by tab to a visitor, in the asked language', async () => {
    const soon = await database.db
      .insert(promotions)
      .values(
        claimPromotion({
          title: { EN: 'Soon', CN: '即将' },
          content: { EN: '<p>soon</p>' },
          startsAt: daysFromNow(1),
        }),
      )
      .returning({ id: promotions.id });
    const res = await call(platform.app, promotionsApi.list, { query: { language: 'CN' } });
    expect(res.status).toBe(200);
    const { types, promotions: listed } = res.body.value;
    expect(types).toEqual(['NEW_MEMBER', 'DAILY', 'SLOTS', 'LIVE', 'VIP']);
    expect(Object.fromEntries(listed.map((p) => [p.title, p.status]))).toMatchObject({
      老虎机每周挑战: 'JOIN',
      首存奖金: 'JOIN',
      每日礼金: 'CLAIM',
      即将: 'COMING_SOON',
    });
    const slots = await call(platform.app, promotionsApi.list, { query: { type: 'SLOTS' } });
    expect(slots.body.value.promotions.map((p) => p.title)).toEqual(['Slots weekly challenge']);
    const page = await detail(soon[0]!.id);
    expect(page.body.value).toMatchObject({ content: '<p>soon</p>', status: 'COMING_SOON' });
    await database.db.delete(promotions).where(eq(promotions.id, soon[0]!.id));
  });

  it('answers each promotion’s image in the asked language, else its default image', async () => {
    const slots = await promotionOf('JOIN', 'SLOTS');
    for (const language of ['EN', 'TY', 'CN', 'ID', 'TH', 'VI']) {
      const art = `/media/promotions/${slots.id}-${language}.svg`;
      const list = await call(platform.app, promotionsApi.list, { query: { language } });
      expect(list.body.value.promotions.find((p) => p.id === slots.id)?.image, language).toBe(art);
      const page = await call(platform.app, promotionsApi.detail, {
        query: { id: String(slots.id), language },
      });
      expect(page.body.value.image, language).toBe(art);
    }
    const [partial] = await database.db
      .insert(promotions)
      .values(
        claimPromotion({
          title: { EN: 'Partial', CN: '部分' },
          content: { EN: '<p>partial</p>' },
          imageByLanguage: { EN: '/media/games/royal-1.svg', TH: '/media/games/royal-2.svg' },
        }),
      )
      .returning({ id: promotions.id });
    const imageIn = async (language: string) =>
      (await call(platform.app, promotionsApi.detail, { query: { id: String(partial!.id), language } })).body
        .value.image;
    expect(await imageIn('TH')).toBe('/media/games/royal-2.svg');
    expect(await imageIn('EN')).toBe('/media/games/royal-1.svg');
    // a language without its own image shows the default one, whatever English has
    expect(await imageIn('CN')).toBe('/media/games/royal-0.svg');
    const listed = await call(platform.app, promotionsApi.list, { query: { language: 'VI', type: 'VIP' } });
    expect(listed.body.value.promotions.find((p) => p.id === partial!.id)?.image).toBe(
      '/media/games/royal-0.svg',
    );
    await database.db.delete(promotions).where(eq(promotions.id, partial!.id));
  });

  it('stores images by language only as an object of non-empty strings', async () => {
    const row = (imageByLanguage: unknown) =>
      claimPromotion({
        title: { EN: 'Bad image' },
        content: { EN: '<p>bad</p>' },
        imageByLanguage: imageByLanguage as Record<string, string>,
        startsAt: clock.now(),
        endsAt: daysFromNow(1),
      });
    for (const bad of [{ EN: '' }, { EN: 1 }, { EN: null }, ['/media/games/royal-0.svg'], 'x']) {
      await expect(database.db.insert(promotions).values(row(bad)), JSON.stringify(bad)).rejects.toThrow();
    }
    const [good] = await database.db
      .insert(promotions)
      .values(row({ CN: '/media/games/royal-1.svg' }))
      .returning({ id: promotions.id });
    await database.db.delete(promotions).where(eq(promotions.id, good!.id));
  });

  it('counts a joined member’s slots bets from the join on, and pays the reached target once with its wagering', async () => {
    const slots = await promotionOf('JOIN', 'SLOTS');
    const player = await newPlayer(platform.app, database.db);
    expect(await statusOf(slots.id, player)).toBe('JOIN');
    expect((await claim(slots.id, player)).body).toMatchObject({ code: 'PROMOTION_NOT_JOINED' });
    // bets before joining do not count
    await playRounds(platform.app, database.db, player, 'RNG', [10_000, 10_000]);
    clock.advance(1000);
    const joined = await join(slots.id, player);
    expect(joined.body.value).toMatchObject({ status: 'JOINED', progress: { progress: 0, target: 20_000 } });
    expect((await join(slots.id, player)).body).toMatchObject({ code: 'PROMOTION_ALREADY_ENTERED' });
    await playRounds(platform.app, database.db, player, 'RNG', [10_000]);
    expect((await detail(slots.id, player)).body.value).toMatchObject({
      status: 'IN_PROCESS',
      progress: { progress: 10_000 },
    });
    expect((await claim(slots.id, player)).body).toMatchObject({ code: 'PROMOTION_NOT_REACHED' });
    await playRounds(platform.app, database.db, player, 'RNG', [10_000]);
    expect(await statusOf(slots.id, player)).toBe('CLAIM');

    const before = (await readBalance(database.db, player.memberId))!.balance;
    const claimed = await claim(slots.id, player);
    expect(claimed.status).toBe(200);
    expect(claimed.body.value).toMatchObject({ amount: 3_800, wageringRequired: 3_800 * 5 });
    expect(claimed.body.value.balance).toBe(before + 3_800);
    expect((await claim(slots.id, player)).body).toMatchObject({ code: 'REWARD_ALREADY_CLAIMED' });
    expect(await statusOf(slots.id, player)).toBe('CLAIMED');
    expect(await promotionCredits(player)).toEqual([{ amount: 3_800 }]);
  });

  it('pays a reward once when the same member claims it many times at once', async () => {
    const daily = await promotionOf('CLAIM', 'DAILY');
    const player = await newPlayer(platform.app, database.db);
    const before = (await readBalance(database.db, player.memberId))!.balance;
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(daily.id, player)));
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(results.filter((res) => res.body.code === 'REWARD_ALREADY_CLAIMED')).toHaveLength(19);
    expect(await promotionCredits(player)).toEqual([{ amount: 500 }]);
    expect((await readBalance(database.db, player.memberId))!.balance).toBe(before + 500);
  });

  it('holds a promotion’s frequency under 50 parallel claims: once a brand day, or once per member', async () => {
    const daily = await promotionOf('CLAIM', 'DAILY');
    const [once] = await database.db
      .insert(promotions)
      .values(
        claimPromotion({
          frequency: 'ONCE_PER_MEMBER',
          title: { EN: 'Once' },
          content: { EN: '<p>once</p>' },
          reward: 300,
        }),
      )
      .returning({ id: promotions.id });
    expect((await detail(daily.id)).body.value.eligibility).toEqual({ frequency: 'ONCE_PER_DAY' });
    expect((await detail(once!.id)).body.value.eligibility).toEqual({ frequency: 'ONCE_PER_MEMBER' });
    let player = await newPlayer(platform.app, database.db);
    const paid = async (id: number) => {
      const results = await Promise.all(Array.from({ length: 50 }, () => claim(id, player)));
      const refused = results.filter((res) => res.status !== 200);
      expect(refused.every((res) => res.body.code === 'REWARD_ALREADY_CLAIMED')).toBe(true);
      return results.length - refused.length;
    };
    expect(await paid(daily.id)).toBe(1);
    expect(await paid(once!.id)).toBe(1);
    expect(await statusOf(daily.id, player)).toBe('CLAIMED');
    clock.advance(86_400_000);
    const again = await login(platform.app, player.username, player.password);
    player = { ...player, token: again.body.value.token };
    // the next brand day the daily gift is there again; the once-per-member one never is
    expect(await statusOf(daily.id, player)).toBe('CLAIM');
    expect(await statusOf(once!.id, player)).toBe('CLAIMED');
    expect(await paid(daily.id)).toBe(1);
    expect(await paid(once!.id)).toBe(0);
    expect(await promotionCredits(player)).toHaveLength(3);
    expect((await promotionCredits(player)).reduce((sum, { amount }) => sum + amount, 0)).toBe(1_300);
  });

  it('takes one of 50 parallel applications of a once-per-member promotion', async () => {
    const firstDeposit = await promotionOf('APPLY', 'NEW_MEMBER');
    expect((await detail(firstDeposit.id)).body.value.eligibility).toEqual({ frequency: 'ONCE_PER_MEMBER' });
    const player = await newPlayer(platform.app, database.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, tab) => apply(firstDeposit.id, player, `tab ${tab}`, [])),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(results.filter((res) => res.body.code === 'PROMOTION_ALREADY_ENTERED')).toHaveLength(49);
  });

  it('takes one of 50 parallel applications a brand day of a daily promotion, decides and pays each day’s once', async () => {
    const daily = await promotionOf('APPLY', 'DAILY');
    expect((await detail(daily.id)).body.value.eligibility).toEqual({ frequency: 'ONCE_PER_DAY' });
    let player = await newPlayer(platform.app, database.db);
    const nextDay = async () => {
      clock.advance(86_400_000);
      const again = await login(platform.app, player.username, player.password);
      player = { ...player, token: again.body.value.token };
    };
    const applyAtOnce = async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, tab) => apply(daily.id, player, `tab ${tab}`, [])),
      );
      expect(results.filter((res) => res.body.code === 'PROMOTION_ALREADY_ENTERED')).toHaveLength(49);
      return results.filter((res) => res.status === 200);
    };
    const entries = () =>
      database.db
        .select({ id: promotionEntries.id, day: promotionEntries.day, status: promotionEntries.status })
        .from(promotionEntries)
        .where(eq(promotionEntries.memberId, player.memberId))
        .orderBy(promotionEntries.id);
    const decide = async (action: 'approve' | 'reject', id: number) =>
      (await runOperatorCommand(database.db, 'promotions', [action, String(id)], clock.now()))[0];

    // the first day: one application of 50, approved by the operator, not claimed yet
    const day1 = brandToday(clock.now());
    const [day2, day3] = [shiftDay(day1, 1), shiftDay(day1, 2)];
    expect(await applyAtOnce()).toHaveLength(1);
    const [first] = await entries();
    expect(first).toMatchObject({ day: day1, status: 'APPLYING' });
    expect(await statusOf(daily.id, player)).toBe('APPLYING');
    expect(await decide('approve', first!.id)).toContain('approved');
    expect(await statusOf(daily.id, player)).toBe('ISSUED');

    // the next brand day: yesterday's reward still waits, and a new application may be made
    await nextDay();
    const page = (await detail(daily.id, player)).body.value;
    expect(page).toMatchObject({ status: 'ISSUED', earlierApplications: [{ day: day1, status: 'ISSUED' }] });
    expect(page.application).toBeUndefined();
    expect(await applyAtOnce()).toHaveLength(1);
    const second = (await entries())[1]!;
    expect(second.day).toBe(day2);
    expect(await decide('reject', second.id)).toContain('rejected');
    expect((await claim(daily.id, player)).body.value).toMatchObject({ amount: 1_000 });
    expect(await statusOf(daily.id, player)).toBe('REJECTED');
    expect((await apply(daily.id, player, 'again today', [])).body.code).toBe('PROMOTION_ALREADY_ENTERED');

    // a third day: demo mode's review approves today's after its delay; 50 claims pay it once
    await nextDay();
    expect(await applyAtOnce()).toHaveLength(1);
    clock.advance(61_000);
    expect(await statusOf(daily.id, player)).toBe('ISSUED');
    expect((await entries())[2]).toMatchObject({ day: day3, status: 'APPROVED' });
    const claims = await Promise.all(Array.from({ length: 50 }, () => claim(daily.id, player)));
    expect(claims.filter((res) => res.status === 200)).toHaveLength(1);
    expect(claims.every((res) => res.status === 200 || res.body.code === 'REWARD_ALREADY_CLAIMED')).toBe(
      true,
    );
    expect((await claim(daily.id, player)).body.code).toBe('REWARD_ALREADY_CLAIMED');
    expect((await detail(daily.id, player)).body.value).toMatchObject({
      status: 'CLAIMED',
      earlierApplications: [
        { day: day2, status: 'REJECTED' },
        { day: day1, status: 'CLAIMED' },
      ],
    });
    expect((await entries()).map((entry) => entry.status)).toEqual(['APPROVED', 'REJECTED', 'APPROVED']);
    expect(await promotionCredits(player)).toEqual([{ amount: 1_000 }, { amount: 1_000 }]);
  });

  it('checks an application’s remark and images, keeps one per member, and pays once the operator approves', async () => {
    const firstDeposit = await promotionOf('APPLY', 'NEW_MEMBER');
    const player = await newPlayer(platform.app, database.db);
    const tooLong = await apply(firstDeposit.id, player, 'x'.repeat(141), [png()]);
    expect(tooLong).toMatchObject({
      status: 400,
      body: { code: 'PROMOTION_REMARK_LENGTH', params: { max: 140 } },
    });
    const four = await apply(firstDeposit.id, player, 'four', [png(), png(), jpg(), png()]);
    expect(four.body).toMatchObject({ code: 'PROMOTION_IMAGE_COUNT', params: { max: 3 } });
    const gif = { type: 'image/png', data: Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64') };
    expect((await apply(firstDeposit.id, player, 'gif', [png(), gif])).body).toMatchObject({
      code: 'PROMOTION_IMAGE_TYPE',
    });
    const big = Buffer.concat([pngImage(), Buffer.alloc(6 * 1024 * 1024)]);
    const large = await apply(firstDeposit.id, player, 'big', [
      { type: 'image/png', data: big.toString('base64') },
    ]);
    expect(large).toMatchObject({ status: 413, body: { code: 'PROMOTION_IMAGE_SIZE', params: { max: 5 } } });
    expect(await statusOf(firstDeposit.id, player)).toBe('JOIN');

    const remark = '首存 1,000.00 ✓ '.repeat(10).slice(0, 140);
    const applied = await apply(firstDeposit.id, player, remark, [png(), jpg()]);
    expect(applied.status).toBe(200);
    expect(applied.body.value).toMatchObject({
      status: 'APPLYING',
      application: { remark: remark.trim(), images: 2 },
    });
    expect((await apply(firstDeposit.id, player, 'again', [])).body).toMatchObject({
      code: 'PROMOTION_ALREADY_ENTERED',
    });
    expect((await claim(firstDeposit.id, player)).body).toMatchObject({ code: 'PROMOTION_NOT_ISSUED' });

    const [entry] = await database.db
      .select({ id: promotionEntries.id })
      .from(promotionEntries)
      .where(eq(promotionEntries.memberId, player.memberId));
    const listing = await runOperatorCommand(database.db, 'promotions', [], clock.now());
    expect(listing.some((line) => line.startsWith(`${entry!.id}\t${player.username}`))).toBe(true);
    const approved = await runOperatorCommand(
      database.db,
      'promotions',
      ['approve', String(entry!.id)],
      clock.now(),
    );
    expect(approved[0]).toContain('approved');
    expect(await statusOf(firstDeposit.id, player)).toBe('ISSUED');
    const claimed = await claim(firstDeposit.id, player);
    expect(claimed.body.value).toMatchObject({ amount: 8_800, wageringRequired: 8_800 * 5 });
    expect(await statusOf(firstDeposit.id, player)).toBe('CLAIMED');

    const rejected = await newPlayer(platform.app, database.db);
    await apply(firstDeposit.id, rejected, '', [jpg()]);
    const [other] = await database.db
      .select({ id: promotionEntries.id })
      .from(promotionEntries)
      .where(eq(promotionEntries.memberId, rejected.memberId));
    await runOperatorCommand(database.db, 'promotions', ['reject', String(other!.id)], clock.now());
    expect(await statusOf(firstDeposit.id, rejected)).toBe('REJECTED');
    expect((await claim(firstDeposit.id, rejected)).body).toMatchObject({ code: 'PROMOTION_NOT_ISSUED' });
    const rewards = await database.db
      .select()
      .from(memberRewards)
      .where(eq(memberRewards.memberId, rejected.memberId));
    expect(rewards).toEqual([]);
  });

  it('keeps one application when the same member applies from several tabs at once', async () => {
    const firstDeposit = await promotionOf('APPLY', 'NEW_MEMBER');
    const player = await newPlayer(platform.app, database.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, tab) => apply(firstDeposit.id, player, `tab ${tab}`, [png()])),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(results.filter((res) => res.body.code === 'PROMOTION_ALREADY_ENTERED')).toHaveLength(7);
    const entries = await database.db
      .select()
      .from(promotionEntries)
      .where(eq(promotionEntries.memberId, player.memberId));
    expect(entries).toHaveLength(1);
  });

  it('in demo mode approves an application left waiting past the configured delay', async () => {
    const firstDeposit = await promotionOf('APPLY', 'NEW_MEMBER');
    const player = await newPlayer(platform.app, database.db);
    await apply(firstDeposit.id, player, 'waiting', [png()]);
    clock.advance(59_000);
    expect(await statusOf(firstDeposit.id, player)).toBe('APPLYING');
    clock.advance(2_000);
    expect(await statusOf(firstDeposit.id, player)).toBe('ISSUED');
  });
});

describe('TOP-20 rankings', () => {
  const rankingOf = (query: Record<string, string>, player?: Player) =>
    call(platform.app, rankingsApi.top, { query, ...(player ? { token: player.token } : {}) });
  const weekAgo = () => daysFromNow(-7);

  it('ranks the credited deposits of this brand week and the one before, names masked, mine marked', async () => {
    const big = await newPlayer(platform.app, database.db);
    const small = await newPlayer(platform.app, database.db);
    const lastWeek = await newPlayer(platform.app, database.db);
    await paidDeposit(database.db, big.memberId, 5_000_000, clock.now());
    await paidDeposit(database.db, big.memberId, 4_000_000, clock.now());
    await paidDeposit(database.db, small.memberId, 4_000_000, clock.now());
    await paidDeposit(database.db, lastWeek.memberId, 3_000_000, weekAgo());

    const current = await rankingOf({ kind: 'DEPOSIT' }, small);
    expect(current.status).toBe(200);
    const week = current.body.value;
    // the clock's Wednesday is in the week of Monday 2030-01-07
    expect([week.periodType, week.period, week.from, week.to]).toEqual([
      'WEEK',
      'CURRENT',
      '2030-01-07',
      '2030-01-13',
    ]);
    expect(week.entries.length).toBeLessThanOrEqual(20);
    expect(week.entries.map((entry) => entry.rank)).toEqual(week.entries.map((_, index) => index + 1));
    const amounts = week.entries.map((entry) => entry.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(JSON.stringify(week)).not.toContain(big.username);
    // each player's own row, as their own sign-in marks it: masked names of this file's players can be alike
    const mine = week.mine!;
    expect(mine).toMatchObject({ name: maskName(small.username), amount: 4_000_000 });
    expect(week.entries[mine.rank - 1]).toEqual(mine);
    const bigs = (await rankingOf({ kind: 'DEPOSIT' }, big)).body.value.mine!;
    expect(bigs).toMatchObject({ name: maskName(big.username), amount: 9_000_000 });
    expect(bigs.rank).toBeLessThan(mine.rank);
    expect((await rankingOf({ kind: 'DEPOSIT' }, lastWeek)).body.value.mine).toBeNull();

    const previous = (await rankingOf({ kind: 'DEPOSIT', period: 'PREVIOUS' }, lastWeek)).body.value;
    expect([previous.from, previous.to]).toEqual(['2029-12-31', '2030-01-06']);
    expect(previous.mine).toMatchObject({ name: maskName(lastWeek.username), amount: 3_000_000 });
  });

  it("tells a member outside the TOP 20 their own place among everyone's of the period", async () => {
    const ahead = await Promise.all(Array.from({ length: 21 }, () => newPlayer(platform.app, database.db)));
    for (const [index, player] of ahead.entries())
      await paidDeposit(database.db, player.memberId, 1_000_000 + index, clock.now());
    const tail = await newPlayer(platform.app, database.db);
    const last = await newPlayer(platform.app, database.db);
    await paidDeposit(database.db, tail.memberId, 20_000, clock.now());
    await paidDeposit(database.db, last.memberId, 10_000, clock.now());
    // the list is cached for a few seconds, and the test before this one read it: read it again
    invalidateReads(database.db);

    const tails = (await rankingOf({ kind: 'DEPOSIT' }, tail)).body.value;
    expect(tails.entries).toHaveLength(20);
    expect(tails.mine).toMatchObject({ name: maskName(tail.username), amount: 20_000 });
    // behind the 21 deposits of this test at least, and counted past the list
    expect(tails.mine!.rank).toBeGreaterThan(21);
    const lasts = (await rankingOf({ kind: 'DEPOSIT' }, last)).body.value.mine;
    expect(lasts).toEqual({ rank: tails.mine!.rank + 1, name: maskName(last.username), amount: 10_000 });
    // nothing in the period: no place
    const none = await newPlayer(platform.app, database.db);
    expect((await rankingOf({ kind: 'DEPOSIT' }, none)).body.value.mine).toBeNull();
  });

  it('ranks valid bets from the rounds played, and refuses an unknown kind', async () => {
    const player = await newPlayer(platform.app, database.db);
    await playRounds(platform.app, database.db, player, 'RNG', [10_000, 10_000, 100]);
    const { body } = await rankingOf({ kind: 'VALID_BET' }, player);
    // masked names of other players of this file can be alike (pl***2): the row is found by its rank
    const mine = body.value.mine!;
    expect(body.value.entries[mine.rank - 1]).toEqual(mine);
    expect(mine).toMatchObject({ name: maskName(player.username), amount: 20_100 });
    expect((await rankingOf({ kind: 'WINS' })).status).toBe(400);
  });
});

describe('the point mall', () => {
  const points = (player: Player) => call(platform.app, pointMallApi.balance, { token: player.token });
  const redeem = (player: Player, itemId: number, extra: Record<string, unknown> = {}) =>
    call(platform.app, pointMallApi.redeem, {
      token: player.token,
      body: { itemId, quantity: 1, paymentPassword: '123456', idempotencyKey: crypto.randomUUID(), ...extra },
    });
  const history = (player: Player) =>
    call(platform.app, pointMallApi.redemptions, { token: player.token, query: { language: 'EN' } });

  /** A player with the payment password set and `rounds` rounds of 100.00 played: 10 points each. */
  async function pointsPlayer(rounds: number) {
    const player = await newPlayer(platform.app, database.db);
    await setPaymentPassword(platform.app, player.token);
    await playRounds(platform.app, database.db, player, 'RNG', Array(rounds).fill(10_000));
    return player;
  }

  async function newItem(values: Partial<typeof pointItems.$inferInsert>) {
    const [row] = await database.db
      .insert(pointItems)
      .values({
        kind: 'CASH',
        name: { EN: 'Test voucher' },
        image: '/x.svg',
        points: 10,
        amount: 100,
        stock: 10,
        limitPerMember: 100,
        ...values,
      })
      .returning();
    return row!;
  }

  it('earns points from valid bets and redeems a cash voucher with the payment password', async () => {
    const visitor = await call(platform.app, pointMallApi.items, { query: { language: 'CN' } });
    expect(visitor.body.value.items.map((item) => item.name)).toContain('10.00 现金券');
    expect(visitor.body.value.validBetPerPoint).toBe(1_000);
    const player = await pointsPlayer(10);
    expect((await points(player)).body.value).toEqual({ points: 100, earned: 100, spent: 0 });
    const voucher = visitor.body.value.items.find((item) => item.points === 100)!;
    const before = (await readBalance(database.db, player.memberId))!.balance;

    const wrong = await redeem(player, voucher.id, { paymentPassword: '654321' });
    expect(wrong.body).toMatchObject({ success: false, code: 'WRONG_PAYMENT_PASSWORD' });
    const tooMany = await redeem(player, voucher.id, { quantity: 2 });
    expect(tooMany.body).toMatchObject({ success: false, code: 'POINTS_NOT_ENOUGH' });
    expect((await points(player)).body.value.points).toBe(100);

    const done = await redeem(player, voucher.id);
    expect(done.body.value).toMatchObject({ status: 'APPROVED', points: 100, amount: 1_000, quantity: 1 });
    expect((await readBalance(database.db, player.memberId))!.balance).toBe(before + 1_000);
    expect((await points(player)).body.value).toEqual({ points: 0, earned: 100, spent: 100 });
    expect((await history(player)).body.value.redemptions).toEqual([done.body.value]);
    const mine = await call(platform.app, pointMallApi.items, {
      token: player.token,
      query: { language: 'EN' },
    });
    expect(mine.body.value.items.find((item) => item.id === voucher.id)).toMatchObject({
      redeemed: 1,
      stock: voucher.stock - 1,
    });
  });

  it('sends a physical item to an address, and a rejection gives the points and the stock back', async () => {
    const item = await newItem({ kind: 'PHYSICAL', stock: 2, limitPerMember: 1 });
    const player = await pointsPlayer(2);
    expect((await redeem(player, item.id)).body).toMatchObject({ code: 'POINT_ITEM_ADDRESS' });
    const sent = await redeem(player, item.id, { address: '1 Ayala Ave, Makati', mobile: '+639171234567' });
    expect(sent.body.value).toMatchObject({ status: 'PROCESSING', points: 10 });
    expect((await redeem(player, item.id, { address: 'x', mobile: '09171234567' })).body).toMatchObject({
      code: 'POINT_ITEM_LIMIT',
    });
    const waiting = await runOperatorCommand(database.db, 'points', [], clock.now());
    expect(waiting.find((line) => line.startsWith(sent.body.value.id))).toContain(
      '1 Ayala Ave, Makati\t+639171234567',
    );
    expect(
      await runOperatorCommand(database.db, 'points', ['reject', sent.body.value.id], clock.now()),
    ).toEqual([`Redemption ${sent.body.value.id} rejected.`]);
    // decided once
    expect(
      await runOperatorCommand(database.db, 'points', ['approve', sent.body.value.id], clock.now()),
    ).toEqual([`No redemption ${sent.body.value.id} is waiting.`]);
    expect((await points(player)).body.value.points).toBe(20);
    expect((await history(player)).body.value.redemptions[0]).toMatchObject({ status: 'REJECTED' });
    const [row] = await database.db.select().from(pointItems).where(eq(pointItems.id, item.id));
    expect(row!.stock).toBe(2);
  });

  it('sells the last 10 items to exactly 10 of 50 parallel redemptions, and spends points once', async () => {
    const item = await newItem({ points: 1, stock: 10 });
    const players = [];
    for (let i = 0; i < 2; i++) players.push(await pointsPlayer(2));
    const answers = await Promise.all(
      players.flatMap((player) => Array.from({ length: 25 }, () => redeem(player, item.id))),
    );
    const codes = answers.map((answer) => (answer.body.success ? 'OK' : answer.body.code));
    expect(codes.filter((code) => code === 'OK')).toHaveLength(10);
    expect(codes.filter((code) => code !== 'OK').every((code) => code === 'POINT_ITEM_OUT_OF_STOCK')).toBe(
      true,
    );
    const [row] = await database.db.select().from(pointItems).where(eq(pointItems.id, item.id));
    expect(row!.stock).toBe(0);
    const spent = await Promise.all(players.map(async (player) => (await points(player)).body.value.spent));
    expect(spent.reduce((sum, value) => sum + value, 0)).toBe(10);

    // one member in many tabs: 10 points buy one item of 10 points, once
    const costly = await newItem({ points: 10, stock: 100 });
    const player = await pointsPlayer(1);
    const tabs = await Promise.all(Array.from({ length: 8 }, () => redeem(player, costly.id)));
    expect(tabs.filter((tab) => tab.body.success)).toHaveLength(1);
    expect(tabs.filter((tab) => !tab.body.success).map((tab) => tab.body.code)).toEqual(
      Array(7).fill('POINTS_NOT_ENOUGH'),
    );
    expect((await points(player)).body.value).toEqual({ points: 0, earned: 10, spent: 10 });
  });

  const convert = (player: Player, body: Record<string, unknown>) =>
    call(platform.app, pointMallApi.convert, {
      token: player.token,
      body: { paymentPassword: '123456', idempotencyKey: crypto.randomUUID(), ...body } as never,
    });
  const balanceOf = async (player: Player) => (await readBalance(database.db, player.memberId))!.balance;

  it('answers the point ratio, its rate table and whether the payment password is set', async () => {
    const player = await newPlayer(platform.app, database.db);
    const before = await call(platform.app, pointMallApi.config, { token: player.token });
    expect(before.body.value).toEqual({
      pointRatio: 10,
      minConvert: 10,
      rates: [
        { points: 10, amount: 100 },
        { points: 100, amount: 1_000 },
        { points: 1_000, amount: 10_000 },
        { points: 10_000, amount: 100_000 },
      ],
      validBetPerPoint: 1_000,
      hasPaymentPassword: false,
    });
    expect((await convert(player, { points: 10 })).body).toMatchObject({ code: 'PAYMENT_PASSWORD_NOT_SET' });
    await setPaymentPassword(platform.app, player.token);
    const after = await call(platform.app, pointMallApi.config, { token: player.token });
    expect(after.body.value.hasPaymentPassword).toBe(true);
    expect((await call(platform.app, pointMallApi.config, {})).status).toBe(401);
  });

  it('converts whole points to balance at the ratio, and refuses a fraction, too few, too many or a wrong password', async () => {
    const player = await pointsPlayer(3);
    const before = await balanceOf(player);
    expect((await convert(player, { points: 1.5 })).status).toBe(400);
    expect((await convert(player, { points: 5 })).body).toMatchObject({
      code: 'POINT_CONVERT_MIN',
      params: { min: 10 },
    });
    expect((await convert(player, { points: 31 })).body).toMatchObject({ code: 'POINTS_NOT_ENOUGH' });
    expect((await convert(player, { points: 10, paymentPassword: '654321' })).body).toMatchObject({
      code: 'WRONG_PAYMENT_PASSWORD',
    });
    expect(await balanceOf(player)).toBe(before);

    const done = await convert(player, { points: 20 });
    expect(done.body.value).toMatchObject({ points: 20, amount: 200, pointsLeft: 10 });
    expect(await balanceOf(player)).toBe(before + 200);
    expect((await points(player)).body.value).toEqual({ points: 10, earned: 30, spent: 20 });
    const entries = await database.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, player.memberId), eq(ledgerEntries.kind, 'POINT_CONVERT')));
    expect(entries).toEqual([{ amount: 200 }]);
  });

  it('converts the same points once of 50 parallel conversions: never below zero, credited exactly', async () => {
    // 100 points: 50 conversions of 30 at once, so 3 succeed and 10 points stay
    const player = await pointsPlayer(10);
    const before = await balanceOf(player);
    const answers = await Promise.all(Array.from({ length: 50 }, () => convert(player, { points: 30 })));
    const codes = answers.map((answer) => (answer.body.success ? 'OK' : answer.body.code));
    expect(codes.filter((code) => code === 'OK')).toHaveLength(3);
    expect(codes.filter((code) => code !== 'OK')).toEqual(Array(47).fill('POINTS_NOT_ENOUGH'));
    expect((await points(player)).body.value).toEqual({ points: 10, earned: 100, spent: 90 });
    expect(await balanceOf(player)).toBe(before + 900);
  });

  it('converts and redeems once for a retried attempt with the same key', async () => {
    const player = await pointsPlayer(10);
    const before = await balanceOf(player);
    const sameConversion = await Promise.all(
      Array.from({ length: 5 }, () => convert(player, { points: 10, idempotencyKey: 'convert-once' })),
    );
    expect(new Set(sameConversion.map((answer) => answer.body.value.id)).size).toBe(1);
    expect(await balanceOf(player)).toBe(before + 100);

    const item = await newItem({ points: 10, stock: 10 });
    const sameRedemption = await Promise.all(
      Array.from({ length: 5 }, () => redeem(player, item.id, { idempotencyKey: 'redeem-once' })),
    );
    expect(new Set(sameRedemption.map((answer) => answer.body.value.id)).size).toBe(1);
    expect(await balanceOf(player)).toBe(before + 100 + 100);
    expect((await points(player)).body.value).toEqual({ points: 80, earned: 100, spent: 20 });
    const [row] = await database.db.select().from(pointItems).where(eq(pointItems.id, item.id));
    expect(row!.stock).toBe(9);
  });

  it('lists the points earned by brand day, newest first, adding up to the points earned', async () => {
    const player = await pointsPlayer(0);
    // 10.00 then 5.00 the day before: 1 point; 5.00 today makes 20.00, so 1 more, though today's
    // bets alone are less than a point's
    await playRounds(platform.app, database.db, player, 'RNG', [1_000, 500]);
    await database.db
      .update(bets)
      .set({ createdAt: sql`${bets.createdAt} - interval '1 day'` })
      .where(eq(bets.memberId, player.memberId));
    await playRounds(platform.app, database.db, player, 'RNG', [500]);
    const res = await call(platform.app, pointMallApi.earnings, {
      token: player.token,
      query: { page: '1' },
    });
    const today = res.body.value.rows;
    expect(today).toHaveLength(2);
    expect(today.map((row) => [row.validBet, row.points])).toEqual([
      [500, 1],
      [1_500, 1],
    ]);
    expect(today[0]!.day > today[1]!.day).toBe(true);
    expect(res.body.value).toMatchObject({ page: 1, totalPages: 1 });
    expect((await points(player)).body.value.earned).toBe(2);
    expect(
      (await call(platform.app, pointMallApi.earnings, { token: player.token, query: { page: '0' } })).status,
    ).toBe(400);
  });
});
