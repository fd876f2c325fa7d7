import { brandToday, promotionsApi, shiftDay } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { type Database, openDatabase } from '../db/open';
import { ledgerEntries, promotionEntries, promotions } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { runOperatorCommand } from '../ops/operator-commands';
import { login } from '../test-support/accounts';
import { newPlayer } from '../test-support/games';
import { call, manualClock, testApp } from '../test-support/harness';
import { freshPostgres } from '../test-support/postgres-twins';

/**
 * Daily applications on PostgreSQL, where the 50 requests really run in parallel on a pool of
 * connections: the entries' unique key (promotion, member, brand day; the day null and not distinct
 * for once-per-member entries) lets one a day land. Runs when TEST_DATABASE_URL names a throwaway
 * server, in a database of its own next to it (`<name>_promo_daily`).
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('promotion applications under concurrency on PostgreSQL', () => {
  let postgres: Database | undefined;
  afterAll(async () => {
    await postgres?.close();
  });

  it('stores one of 50 parallel applications per member: once, or once a brand day; pays each approved one once', async () => {
    postgres = await openDatabase({ url: await freshPostgres(url ?? '', 'promo_daily', 'demo') });
    const { db } = postgres;
    // a Wednesday noon in Manila
    const clock = manualClock(Date.UTC(2030, 0, 9, 4, 0));
    const app: Hono<AppEnv> = testApp(db, {}, { now: clock.now });
    const promotionOf = async (type: string) => {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.kind, 'APPLY'), eq(promotions.type, type)));
      return row!.id;
    };
    const [daily, once] = [await promotionOf('DAILY'), await promotionOf('NEW_MEMBER')];
    let player = await newPlayer(app, db);
    const applyAtOnce = async (id: number) => {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, tab) =>
          call(app, promotionsApi.apply, {
            token: player.token,
            body: { id, remark: `tab ${tab}`, images: [] },
          }),
        ),
      );
      const refused = results.filter((res) => res.status !== 200);
      expect(refused.every((res) => res.body.code === 'PROMOTION_ALREADY_ENTERED')).toBe(true);
      return results.length - refused.length;
    };
    const entries = (id: number) =>
      db
        .select({ id: promotionEntries.id, day: promotionEntries.day })
        .from(promotionEntries)
        .where(and(eq(promotionEntries.promotionId, id), eq(promotionEntries.memberId, player.memberId)))
        .orderBy(promotionEntries.id);
    const firstDay = brandToday(clock.now());

    expect(await applyAtOnce(daily)).toBe(1);
    expect(await applyAtOnce(once)).toBe(1);
    clock.advance(86_400_000);
    player = { ...player, token: (await login(app, player.username, player.password)).body.value.token };
    expect(await applyAtOnce(daily)).toBe(1);
    expect(await applyAtOnce(once)).toBe(0);
    const dailyEntries = await entries(daily);
    expect(dailyEntries.map((entry) => entry.day)).toEqual([firstDay, shiftDay(firstDay, 1)]);
    expect((await entries(once)).map((entry) => entry.day)).toEqual([null]);

    // both days approved: 50 parallel claims and one more pay each day's reward once
    for (const { id } of dailyEntries)
      await runOperatorCommand(db, 'promotions', ['approve', String(id)], clock.now());
    const claim = () => call(app, promotionsApi.claim, { token: player.token, body: { id: daily } });
    const claims = await Promise.all([...Array.from({ length: 50 }, claim)]);
    claims.push(await claim(), await claim());
    expect(claims.filter((res) => res.status === 200)).toHaveLength(2);
    expect(claims.every((res) => res.status === 200 || res.body.code === 'REWARD_ALREADY_CLAIMED')).toBe(
      true,
    );
    const credits = await db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, player.memberId), eq(ledgerEntries.kind, 'REWARD_PROMOTION')));
    expect(credits).toEqual([{ amount: 1_000 }, { amount: 1_000 }]);
  }, 180_000);
});
