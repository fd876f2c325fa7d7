import { brandToday, promotionsApi, recordsApi } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, members, promotionDraws, promotions } from '../db/schema';
import { BRAND_REWARDS } from '../reference/brand';
import { readBalance } from '../services/wallet/wallet';
import { login } from '../test-support/accounts';
import { paidDeposit } from '../test-support/deposits';
import { newPlayer, type Player } from '../test-support/games';
import { call, useClockedApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();
// a Wednesday noon in Manila, well inside the demo promotions' period
const platform = useClockedApp(database, Date.UTC(2030, 0, 9, 4, 0));
const { clock } = platform;
const DAY = 24 * 60 * 60 * 1000;
const WAGERING = BRAND_REWARDS.wageringMultiple.PROMOTION;

async function promotionOf(kind: 'SIGN_IN' | 'RAFFLE') {
  const [row] = await database.db.select().from(promotions).where(eq(promotions.kind, kind));
  return row!;
}

const detail = (id: number, player?: Player) =>
  call(platform.app, promotionsApi.detail, {
    query: { id: String(id) },
    ...(player ? { token: player.token } : {}),
  });
const signIn = (id: number, player: Player) =>
  call(platform.app, promotionsApi.signIn, { token: player.token, body: { id } });
const draw = (id: number, player: Player) =>
  call(platform.app, promotionsApi.draw, { token: player.token, body: { id } });

/** Moves the clock `days` brand days on and signs in again, as a session does not last that long. */
async function daysLater(player: Player, days: number): Promise<Player> {
  clock.advance(days * DAY);
  const res = await login(platform.app, player.username, player.password);
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { ...player, token: res.body.value.token };
}

async function promotionCredits(player: Player) {
  return database.db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, player.memberId), eq(ledgerEntries.kind, 'REWARD_PROMOTION')));
}

describe('daily sign-in', () => {
  it('signs a brand day once of 50 sign-ins at once, and shows the day signed', async () => {
    const promotion = await promotionOf('SIGN_IN');
    const player = await newPlayer(platform.app, database.db);
    expect((await detail(promotion.id, player)).body.value).toMatchObject({
      status: 'JOIN',
      signIn: { signed: [], streak: 0, missedDay: 'RESET' },
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => signIn(promotion.id, player)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    const refused = answers.filter((res) => res.status !== 200);
    expect(refused).toHaveLength(49);
    for (const res of refused) expect(res.body).toMatchObject({ code: 'PROMOTION_ALREADY_SIGNED' });
    const today = brandToday(clock.now());
    expect((await detail(promotion.id, player)).body.value).toMatchObject({
      status: 'SIGNED',
      signIn: { today, signed: [today], streak: 1 },
    });
    const listed = await call(platform.app, promotionsApi.list, { token: player.token });
    expect(listed.body.value.promotions.find((p) => p.id === promotion.id)?.status).toBe('SIGNED');
    expect(await promotionCredits(player)).toEqual([]);
  });

  it('credits the two-day step once with its wagering the next brand day, and a missed day starts over', async () => {
    const promotion = await promotionOf('SIGN_IN');
    let player = await newPlayer(platform.app, database.db);
    expect((await signIn(promotion.id, player)).body.value).toMatchObject({ streak: 1 });
    const before = (await readBalance(database.db, player.memberId))!.balance;
    player = await daysLater(player, 1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn(promotion.id, player)));
    const signed = answers.filter((res) => res.status === 200);
    expect(signed).toHaveLength(1);
    expect(signed[0]!.body.value).toMatchObject({
      streak: 2,
      reward: { days: 2, amount: 500, wageringRequired: 500 * WAGERING },
      balance: before + 500,
      detail: { status: 'SIGNED', signIn: { streak: 2 } },
    });
    expect(await promotionCredits(player)).toEqual([{ amount: 500 }]);
    // the day after next: a day was missed, the streak starts over and earns its first step again later
    player = await daysLater(player, 2);
    expect((await detail(promotion.id, player)).body.value).toMatchObject({
      status: 'JOIN',
      signIn: { streak: 0 },
    });
    const again = await signIn(promotion.id, player);
    expect(again.body.value.streak).toBe(1);
    expect(again.body.value.reward).toBeUndefined();
    player = await daysLater(player, 1);
    expect((await signIn(promotion.id, player)).body.value.reward).toMatchObject({ days: 2, amount: 500 });
    expect(await promotionCredits(player)).toEqual([{ amount: 500 }, { amount: 500 }]);
  });

  it('turns the calendar to another month of the period with its signed days, never outside it', async () => {
    const promotion = await promotionOf('SIGN_IN');
    let player = await newPlayer(platform.app, database.db);
    const month = (value: string) =>
      call(platform.app, promotionsApi.signIns, {
        token: player.token,
        query: { id: String(promotion.id), month: value },
      });
    expect((await signIn(promotion.id, player)).status).toBe(200);
    const first = brandToday(clock.now());
    player = await daysLater(player, 31);
    expect((await signIn(promotion.id, player)).status).toBe(200);
    const second = brandToday(clock.now());
    expect((await detail(promotion.id, player)).body.value.signIn?.signed).toEqual([second]);
    expect((await month(first.slice(0, 7))).body.value).toEqual({
      month: first.slice(0, 7),
      signed: [first],
    });
    expect((await month(second.slice(0, 7))).body.value.signed).toEqual([second]);
    // the demo period starts in January 2026
    expect((await month('2025-12')).body.code).toBe('PROMOTION_MONTH_OUTSIDE');
    expect((await month('2026-01')).body.value).toEqual({ month: '2026-01', signed: [] });
    expect((await month('2030-13')).status).toBe(400);
    const raffle = await promotionOf('RAFFLE');
    expect(
      (
        await call(platform.app, promotionsApi.signIns, {
          token: player.token,
          query: { id: String(raffle.id), month: '2030-01' },
        })
      ).body.code,
    ).toBe('PROMOTION_WRONG_KIND');
  });

  it('refuses the raffle’s way and the claim on a sign-in promotion', async () => {
    const promotion = await promotionOf('SIGN_IN');
    const player = await newPlayer(platform.app, database.db);
    expect((await draw(promotion.id, player)).body).toMatchObject({ code: 'PROMOTION_WRONG_KIND' });
    const claim = await call(platform.app, promotionsApi.claim, {
      token: player.token,
      body: { id: promotion.id },
    });
    expect(claim.body).toMatchObject({ code: 'PROMOTION_WRONG_KIND' });
  });
});

describe('raffle', () => {
  it('earns tickets from credited deposits, draws a prize of the table and credits it with its wagering', async () => {
    const promotion = await promotionOf('RAFFLE');
    const prizes = promotion.raffle!.prizes.map((prize) => prize.amount);
    const player = await newPlayer(platform.app, database.db);
    expect((await draw(promotion.id, player)).body).toMatchObject({ code: 'PROMOTION_NO_TICKET' });
    await paidDeposit(database.db, player.memberId, 25_000, clock.now());
    expect((await detail(promotion.id, player)).body.value.raffle).toMatchObject({
      depositPerTicket: 10_000,
      deposited: 25_000,
      tickets: 2,
      ticketsLeft: 2,
      draws: [],
    });
    const first = await draw(promotion.id, player);
    expect(first.status).toBe(200);
    const { draw: drawn } = first.body.value;
    expect(prizes).toContain(drawn.amount);
    expect(drawn).toMatchObject({
      ticket: 1,
      amount: prizes[drawn.prize],
      wageringRequired: drawn.amount * WAGERING,
    });
    expect(first.body.value.detail.raffle).toMatchObject({ ticketsLeft: 1, draws: [drawn] });
    expect(await promotionCredits(player)).toEqual([{ amount: drawn.amount }]);

    // the account record names the prize as a promotion reward
    const day = brandToday(clock.now());
    const record = await call(platform.app, recordsApi.account, {
      token: player.token,
      query: { from: day, to: day },
    });
    expect(record.body.value.rows[0]).toMatchObject({
      kind: 'REWARD_PROMOTION',
      amount: drawn.amount,
      subject: { kind: 'REWARD', source: 'PROMOTION' },
    });
  });

  it('draws the last ticket once when two tabs draw it at once', async () => {
    const promotion = await promotionOf('RAFFLE');
    const player = await newPlayer(platform.app, database.db);
    await paidDeposit(database.db, player.memberId, 10_000, clock.now());
    const answers = await Promise.all(Array.from({ length: 10 }, () => draw(promotion.id, player)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of answers.filter((res) => res.status !== 200))
      expect(res.body).toMatchObject({ code: 'PROMOTION_NO_TICKET' });
    const draws = await database.db
      .select()
      .from(promotionDraws)
      .where(eq(promotionDraws.memberId, player.memberId));
    expect(draws).toHaveLength(1);
    expect(await promotionCredits(player)).toHaveLength(1);
  });

  it('draws every prize of the table over many tickets, by weight', async () => {
    const promotion = await promotionOf('RAFFLE');
    const player = await newPlayer(platform.app, database.db);
    await paidDeposit(database.db, player.memberId, 60 * 10_000, clock.now());
    const counts = new Map<number, number>();
    for (let ticket = 0; ticket < 60; ticket += 1) {
      const res = await draw(promotion.id, player);
      counts.set(res.body.value.draw.prize, (counts.get(res.body.value.draw.prize) ?? 0) + 1);
    }
    // the cheapest prize holds 60 % of the weight: it cannot miss 60 draws but by a 1e-24 chance
    expect(counts.get(0)).toBeGreaterThan(0);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(60);
    expect((await draw(promotion.id, player)).body).toMatchObject({ code: 'PROMOTION_NO_TICKET' });
  });
});

describe('eligibility', () => {
  it('explains and refuses a VIP level or a new-members-only condition not met', async () => {
    const promotion = await promotionOf('SIGN_IN');
    const player = await newPlayer(platform.app, database.db);
    await database.db.update(promotions).set({ minVipLevel: 3 }).where(eq(promotions.id, promotion.id));
    try {
      expect((await detail(promotion.id, player)).body.value).toMatchObject({
        eligibility: { minVipLevel: 3 },
        ineligible: 'VIP_LEVEL',
      });
      expect((await signIn(promotion.id, player)).body).toMatchObject({
        code: 'PROMOTION_VIP_LEVEL',
        params: { level: 3 },
      });
      await database.db.update(members).set({ rankLevel: 3 }).where(eq(members.id, player.memberId));
      expect((await detail(promotion.id, player)).body.value.ineligible).toBeUndefined();
      await database.db
        .update(promotions)
        .set({ minVipLevel: null, newMemberDays: 7 })
        .where(eq(promotions.id, promotion.id));
      await database.db
        .update(members)
        .set({ createdAt: new Date(clock.now().getTime() - 8 * DAY) })
        .where(eq(members.id, player.memberId));
      expect((await signIn(promotion.id, player)).body).toMatchObject({
        code: 'PROMOTION_NEW_MEMBERS_ONLY',
        params: { days: 7 },
      });
      expect((await detail(promotion.id)).body.value).toMatchObject({ eligibility: { newMemberDays: 7 } });
    } finally {
      await database.db
        .update(promotions)
        .set({ minVipLevel: null, newMemberDays: null })
        .where(eq(promotions.id, promotion.id));
    }
  });
});
