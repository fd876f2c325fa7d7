import { api, ERROR_MESSAGES, type GameMaintenanceDetails } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { games, launchSessions, vendors } from '../db/schema';
import { sha256 } from '../services/accounts/tokens';
import { firstGame, newPlayer } from '../test-support/games';
import { call, request, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

describe('favourites', () => {
  it('adds idempotently, lists newest first, removes idempotently', async () => {
    const app = testApp(database.db);
    const { token } = await newPlayer(app, database.db);
    const a = await firstGame(database.db, eq(games.category, 'RNG'));
    const b = await firstGame(database.db, eq(games.category, 'FISH'));
    for (const nodeId of [a.nodeId, b.nodeId, b.nodeId]) {
      const added = await call(app, api.games.favouriteAdd, { token, body: { nodeId } });
      expect(added.status).toBe(200);
      expect(added.body).toEqual({ success: true, message: 'OK', value: null });
    }
    const ids = await call(app, api.games.favouriteIds, { token });
    expect(ids.body.value.sort()).toEqual([a.nodeId, b.nodeId].sort());
    const page = await call(app, api.games.favouriteList, {
      token,
      query: { language: 'CN', pageSize: '1' },
    });
    expect(page.body.value.totalPages).toBe(2);
    expect(page.body.value.pageNum).toBe(1);
    expect(page.body.value.content).toHaveLength(1);
    expect(page.body.value.content[0]!.gameName).toBe(
      (b.nodeId === page.body.value.content[0]!.nodeId ? b : a).names.CN,
    );

    for (let i = 0; i < 2; i++) {
      const removed = await call(app, api.games.favouriteRemove, {
        token,
        query: { nodeId: String(a.nodeId) },
      });
      expect(removed.status).toBe(200);
    }
    expect((await call(app, api.games.favouriteIds, { token })).body.value).toEqual([b.nodeId]);
    // another member's list is its own
    const other = await newPlayer(app, database.db);
    expect((await call(app, api.games.favouriteIds, { token: other.token })).body.value).toEqual([]);
  });

  it('400s on an unknown or malformed nodeId', async () => {
    const app = testApp(database.db);
    const { token } = await newPlayer(app, database.db);
    const unknown = await call(app, api.games.favouriteAdd, { token, body: { nodeId: 99_999_999 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown game nodeId 99999999');
    const bad = await call(app, api.games.favouriteRemove, { token, query: { nodeId: 'abc' } });
    expect(bad.body.message).toBe("'nodeId' must be a whole number");
    expect((await call(app, api.games.favouriteAdd, { token, body: {} })).body.message).toBe(
      "'nodeId' is required",
    );
  });

  it('401s every member game call without a live session', async () => {
    const app = testApp(database.db);
    const calls = [
      [api.games.favouriteIds, {}],
      [api.games.favouriteList, { query: { language: 'EN' } }],
      [api.games.favouriteAdd, { body: { nodeId: 1 } }],
      [api.games.favouriteRemove, { query: { nodeId: '1' } }],
      [api.games.recent, { query: { clientType: '3', language: 'EN' } }],
      [api.games.launchGame, { body: { nodeId: 1, language: 'EN' } }],
      [api.games.sportsLaunch, { query: { vassalage: 'DS88', language: 'EN' } }],
      [api.pvp.launch, { query: { roomId: '11', language: 'EN' } }],
    ] as const;
    for (const [endpoint, options] of calls) {
      for (const token of [undefined, 'x'.repeat(43)]) {
        const res = await call(app, endpoint as never, { ...options, ...(token ? { token } : {}) } as never);
        expect(res.status, endpoint.path).toBe(401);
        expect(res.body.message).toBe('You are not logged in, please login');
      }
    }
  });
});

describe('launch', () => {
  it('starts a game: recorded as recent (newest first), a hashed launch token, IFRAME or POPUP', async () => {
    const app = testApp(database.db);
    const { token, memberId } = await newPlayer(app, database.db);
    const slot = await firstGame(database.db, eq(games.category, 'RNG'));
    const live = await firstGame(database.db, eq(games.category, 'LIVE'));
    const first = await call(app, api.games.launchGame, {
      token,
      body: { nodeId: slot.nodeId, language: 'EN' },
    });
    expect(first.status).toBe(200);
    expect(first.body.value.mode).toBe('IFRAME');
    expect(first.body.value.url).toMatch(/^\/demo-game\/play\/[A-Za-z0-9_-]{43}$/);
    const launchToken = first.body.value.url.split('/').pop()!;
    const [stored] = await database.db
      .select()
      .from(launchSessions)
      .where(eq(launchSessions.tokenHash, sha256(launchToken)));
    expect(stored).toMatchObject({ memberId, nodeId: slot.nodeId, language: 'EN' });

    const popup = await call(app, api.games.launchGame, {
      token,
      body: { nodeId: live.nodeId, language: 'vi' },
    });
    expect(popup.body.value.mode).toBe('POPUP');
    // relaunching moves a game back to the front
    await call(app, api.games.launchGame, { token, body: { nodeId: slot.nodeId, language: 'EN' } });
    const recent = await call(app, api.games.recent, { token, query: { clientType: '3', language: 'EN' } });
    expect(recent.body.value.list.map((game) => game.nodeId)).toEqual([slot.nodeId, live.nodeId]);
    // every game says up front how its launch will open, so the client can pre-open a popup
    expect(recent.body.value.list.map((game) => game.launchMode)).toEqual(['IFRAME', 'POPUP']);
    expect(recent.body.value.totalPages).toBe(1);
    const onlyLive = await call(app, api.games.recent, {
      token,
      query: { clientType: '3', language: 'EN', vassalage: live.vassalage },
    });
    expect(onlyLive.body.value.list.map((game) => game.nodeId)).toEqual([live.nodeId]);
  });

  it('refuses a lobby entry and an unknown game', async () => {
    const app = testApp(database.db);
    const { token } = await newPlayer(app, database.db);
    const [lobby] = await database.db.select().from(games).where(eq(games.isGame, 'VASSALAGE')).limit(1);
    const res = await call(app, api.games.launchGame, {
      token,
      body: { nodeId: lobby!.nodeId, language: 'EN' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/opens the vendor's game list/);
    expect(
      (await call(app, api.games.launchGame, { token, body: { nodeId: 99_999_999, language: 'EN' } })).status,
    ).toBe(400);
  });

  it('answers 409 game_maintenance with three games of the category from open vendors', async () => {
    const app = testApp(database.db);
    const { token } = await newPlayer(app, database.db);
    const [resting] = await database.db
      .select({ game: games })
      .from(games)
      .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
      .where(and(eq(vendors.maintenance, true), eq(games.isGame, 'GAME')))
      .limit(1);
    const game = resting!.game;
    const res = await call(app, api.games.launchGame, {
      token,
      body: { nodeId: game.nodeId, language: 'TY' },
    });
    expect(res.status).toBe(409);
    expect(res.body.success).toBe(false);
    expect(res.body).toMatchObject({ code: 'GAME_MAINTENANCE', message: ERROR_MESSAGES.GAME_MAINTENANCE });
    const details = res.body.value as unknown as GameMaintenanceDetails;
    expect(details.vassalage).toBe(game.vassalage);
    expect(details.recommended).toHaveLength(3);
    for (const other of details.recommended) {
      expect(other.gameType).toBe(game.category);
      expect(other.vassalage).not.toBe(game.vassalage);
      expect(other.isGame).toBe('GAME');
    }
    // not recorded as recent
    const recent = await call(app, api.games.recent, { token, query: { clientType: '3', language: 'EN' } });
    expect(recent.body.value.list).toEqual([]);
  });

  it('launches sports-type lobbies and PVP rooms', async () => {
    const app = testApp(database.db);
    const { token } = await newPlayer(app, database.db);
    const sports = await call(app, api.games.sportsLaunch, {
      token,
      query: { vassalage: 'DS88', language: 'EN' },
    });
    expect(sports.body.value).toEqual({ url: '/demo-lobby/DS88?language=EN', mode: 'IFRAME' });
    const lobby = await request(app, sports.body.value.url);
    expect(lobby.status).toBe(200);
    expect(await lobby.text()).toContain('DS88 Sabong');
    const slotVendor = (await firstGame(database.db, eq(games.category, 'RNG'))).vassalage;
    const refused = await call(app, api.games.sportsLaunch, {
      token,
      query: { vassalage: slotVendor, language: 'EN' },
    });
    expect(refused.status).toBe(400);

    const rooms = await call(app, api.pvp.rooms, { query: { language: 'EN' } });
    expect(rooms.body.value.rooms.length).toBeGreaterThan(0);
    const again = await call(app, api.pvp.rooms, { query: { language: 'EN' } });
    expect(again.body.value).toEqual(rooms.body.value);
    const room = rooms.body.value.rooms[0]!;
    expect(room.players).toBeLessThanOrEqual(room.seats);
    const launched = await call(app, api.pvp.launch, {
      token,
      query: { roomId: String(room.roomId), language: 'EN' },
    });
    expect(launched.status).toBe(200);
    expect(launched.body.value.content).toMatch(/^\/demo-game\/play\/[A-Za-z0-9_-]{43}$/);
    const unknown = await call(app, api.pvp.launch, { token, query: { roomId: '5', language: 'EN' } });
    expect(unknown.body.message).toBe('Unknown roomId 5');
  });
});
