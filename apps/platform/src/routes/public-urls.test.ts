import { api } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { games } from '../db/schema';
import { randomToken } from '../services/accounts/tokens';
import { avatarPath } from '../services/media/avatar';
import { firstGame, newPlayer } from '../test-support/games';
import { call, request, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

const LAUNCH_URL = /^\/demo-game\/play\/[A-Za-z0-9_-]{43}$/;

describe('public URLs of a member', () => {
  it('carry no member id: the avatar is drawn from public names, a launch from a random token', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const avatar = (await call(app, api.member.avatar, { token: player.token })).body.value.avatarUrl;
    expect(avatar).toBe(avatarPath(player.username, player.username));
    const slot = await firstGame(database.db, eq(games.category, 'RNG'));
    const launch = await call(app, api.games.launchGame, {
      token: player.token,
      body: { nodeId: slot.nodeId, language: 'EN' },
    });
    expect(launch.body.value.url).toMatch(LAUNCH_URL);
    const room = (await call(app, api.pvp.rooms, { query: { language: 'EN' } })).body.value.rooms[0]!;
    const pvp = await call(app, api.pvp.launch, {
      token: player.token,
      query: { roomId: String(room.roomId), language: 'EN' },
    });
    expect(pvp.body.value.content).toMatch(LAUNCH_URL);
  });

  it('cannot be guessed for another member', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    for (const path of [
      `/demo-game/play/${player.memberId}`,
      `/demo-game/play/${player.memberId + 1}`,
      `/demo-game/play/${randomToken(32)}`,
      `/media/avatars/${player.memberId}.svg`,
    ]) {
      expect((await request(app, path)).status, path).toBe(404);
    }
  });
});
