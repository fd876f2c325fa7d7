import { realityCheckApi } from '@marquee/api-client/contract';
import { and, eq, gte } from 'drizzle-orm';
import { bets } from '../db/schema';
import { MINUTE } from '../services/clock';
import { newPlayer, type Player, playRounds } from '../test-support/games';
import { call, useClockedApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();
const platform = useClockedApp(database);
const { clock } = platform;

const figures = (player: Player, since?: string) =>
  call(platform.app, realityCheckApi.playSession, {
    token: player.token,
    ...(since === undefined ? {} : { query: { since } }),
  });
const save = (player: Player, minutes: unknown) =>
  call(platform.app, realityCheckApi.save, { token: player.token, body: { minutes } });

/** Stakes and wins of the player's rounds from `from` on, as the bets table has them. */
async function played(player: Player, from = new Date(0)) {
  const rows = await database.db
    .select({ stake: bets.stake, payout: bets.payout })
    .from(bets)
    .where(and(eq(bets.memberId, player.memberId), gte(bets.createdAt, from)));
  const stakes = rows.reduce((sum, row) => sum + row.stake, 0);
  const wins = rows.reduce((sum, row) => sum + row.payout, 0);
  return { stakes, wins, net: wins - stakes };
}

describe('the reality-check interval', () => {
  it('is off until the member chooses one, keeps the choice and refuses any other value', async () => {
    const player = await newPlayer(platform.app, database.db);
    expect((await call(platform.app, realityCheckApi.setting, { token: player.token })).body.value).toEqual({
      minutes: 0,
    });
    expect((await save(player, 45)).body.value).toEqual({ minutes: 45 });
    for (const wrong of [15, -10, 10.5, '10', 600]) {
      expect((await save(player, wrong)).status).toBe(400);
    }
    expect((await call(platform.app, realityCheckApi.setting, { token: player.token })).body.value).toEqual({
      minutes: 45,
    });
    expect((await call(platform.app, realityCheckApi.setting)).status).toBe(401);
  });
});

describe("the session's play figures", () => {
  it("are the ledger's stakes, wins and net of this sign-in session, and the net since the game opened", async () => {
    const player = await newPlayer(platform.app, database.db);
    await playRounds(platform.app, database.db, player, 'RNG', [100, 200]);
    clock.advance(MINUTE);
    const opened = await figures(player);
    expect(opened.body.value).toMatchObject({ netSince: 0, elapsedSeconds: 60 });
    const openedAt = opened.body.value.at;
    clock.advance(MINUTE);
    await playRounds(platform.app, database.db, player, 'RNG', [500, 100, 100]);

    const now = (await figures(player, openedAt)).body.value;
    const session = await played(player);
    expect(now).toMatchObject({ ...session, elapsedSeconds: 120, reminderDue: false });
    expect(now.netSince).toBe((await played(player, new Date(openedAt))).net);
    expect(now.stakes).toBe(1000);
  });

  it('refuses a game-open time outside the session: before the sign-in, in the future, or not an instant', async () => {
    const player = await newPlayer(platform.app, database.db);
    const { at, startedAt } = (await figures(player)).body.value;
    const before = new Date(Date.parse(startedAt) - 1000).toISOString();
    const after = new Date(Date.parse(at) + MINUTE).toISOString();
    for (const since of [before, after, 'yesterday', '2026-13-40T99:00:00Z', `${startedAt}; drop`]) {
      expect((await figures(player, since)).status).toBe(400);
    }
    expect((await figures(player, startedAt)).status).toBe(200);
  });
});

describe('the reminder', () => {
  it('is due each interval of the session, counted again from each "continue"', async () => {
    const player = await newPlayer(platform.app, database.db);
    expect((await save(player, 10)).status).toBe(200);
    clock.advance(10 * MINUTE - 1000);
    expect((await figures(player)).body.value).toMatchObject({ realityCheckMinutes: 10, reminderDue: false });
    clock.advance(1000);
    expect((await figures(player)).body.value.reminderDue).toBe(true);

    clock.advance(2 * MINUTE);
    const answered = await call(platform.app, realityCheckApi.acknowledge, { token: player.token });
    expect(answered.body.value).toMatchObject({ reminderDue: false, elapsedSeconds: 12 * 60 });
    clock.advance(10 * MINUTE - 1000);
    expect((await figures(player)).body.value.reminderDue).toBe(false);
    clock.advance(1000);
    expect((await figures(player)).body.value.reminderDue).toBe(true);

    expect((await save(player, 0)).status).toBe(200);
    expect((await figures(player)).body.value.reminderDue).toBe(false);
  });
});
