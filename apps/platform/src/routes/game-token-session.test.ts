import { api, ERROR_MESSAGES } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { games } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { MINUTE } from '../services/clock';
import { ledgerSum } from '../services/wallet/wallet';
import { login } from '../test-support/accounts';
import { firstGame, launchToken, newPlayer, playRound } from '../test-support/games';
import { call, manualClock, request, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

let key = 0;
const round = (app: Hono<AppEnv>, token: string) => {
  key += 1;
  return playRound(app, { token, stake: 100, idempotencyKey: `session-end-${Date.now()}-${key}` });
};

/** A member with a launched slot: the session token, the game token and a clock to move. */
async function playerInGame() {
  const clock = manualClock();
  const app = testApp(database.db, {}, { now: clock.now });
  const player = await newPlayer(app, database.db);
  const slot = await firstGame(database.db, eq(games.category, 'RNG'));
  const gameToken = await launchToken(app, player.token, slot.nodeId);
  expect((await round(app, gameToken)).status).toBe(200);
  return { app, clock, player, slot, gameToken };
}

/** The game token is refused and no money moved. */
async function expectGameEnded(app: Hono<AppEnv>, memberId: number, gameToken: string) {
  const before = await ledgerSum(database.db, memberId);
  const result = await round(app, gameToken);
  expect(result.status).toBe(401);
  expect(result.body).toMatchObject({
    code: 'GAME_SESSION_ENDED',
    message: ERROR_MESSAGES.GAME_SESSION_ENDED,
  });
  expect((await request(app, `/demo-game/api/state?token=${gameToken}`)).status).toBe(401);
  expect((await request(app, `/demo-game/play/${gameToken}`)).status).toBe(404);
  expect(await ledgerSum(database.db, memberId)).toBe(before);
}

describe('a game token dies with its session', () => {
  it('after the 30-minute idle timeout', async () => {
    const { app, clock, player, slot, gameToken } = await playerInGame();
    clock.advance(31 * MINUTE);
    await expectGameEnded(app, player.memberId, gameToken);
    // the launch and the member's games are refused too
    const launch = await call(app, api.games.launchGame, {
      token: player.token,
      body: { nodeId: slot.nodeId, language: 'EN' },
    });
    expect(launch.status).toBe(401);
    expect((await call(app, api.games.favouriteIds, { token: player.token })).status).toBe(401);
  });

  it('keeps a player who is playing from idling out', async () => {
    const { app, clock, gameToken } = await playerInGame();
    for (let i = 0; i < 3; i += 1) {
      clock.advance(20 * MINUTE);
      expect((await round(app, gameToken)).status).toBe(200);
    }
  });

  it('at the 12-hour end of the session, however active', async () => {
    const { app, clock, player, gameToken } = await playerInGame();
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      clock.advance(20 * MINUTE);
      await call(app, api.wallet.balance, { token: player.token });
    }
    await expectGameEnded(app, player.memberId, gameToken);
  });

  it('at logout', async () => {
    const { app, player, gameToken } = await playerInGame();
    expect((await call(app, api.session.logout, { token: player.token })).status).toBe(200);
    await expectGameEnded(app, player.memberId, gameToken);
  });

  it("at a password change, on this device's session and on the others", async () => {
    const { app, player, slot, gameToken } = await playerInGame();
    const other = (await login(app, player.username, player.password)).body.value.token;
    const otherGame = await launchToken(app, other, slot.nodeId);
    const changed = await call(app, api.member.changePassword, {
      token: player.token,
      body: { oldPassword: player.password, newPassword: 'Changed123!', confirmNewPassword: 'Changed123!' },
    });
    expect(changed.status).toBe(200);
    await expectGameEnded(app, player.memberId, gameToken);
    await expectGameEnded(app, player.memberId, otherGame);
    // this device's session goes on, and a new launch plays
    const again = await launchToken(app, player.token, slot.nodeId);
    expect((await round(app, again)).status).toBe(200);
  });
});
