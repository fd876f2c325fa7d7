import { api, ERROR_MESSAGES, type GameMaintenanceDetails } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { bets, games, launchSessions, members } from '../db/schema';
import { setVendorMaintenance } from '../services/games/vendors';
import { ledgerSum } from '../services/wallet/wallet';
import { firstGame, launchToken, newPlayer, playRound } from '../test-support/games';
import { call, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

const freePlayBody = {
  os: 'Linux',
  platform: 'W' as const,
  random: 'U2FsdGVkX1abc',
  gatewayVersion: 3 as const,
};

async function trialPlayer(app: ReturnType<typeof testApp>) {
  const { body } = await call(app, api.session.freePlay, { body: freePlayBody });
  return body.value.token;
}

const refusal = { success: false, code: 'TRIAL_ACCOUNT', message: ERROR_MESSAGES.TRIAL_ACCOUNT, value: null };

describe('trial accounts', () => {
  it('may not start a game, a sports lobby or a PVP room: 403 "Please Register An Account First"', async () => {
    const app = testApp(database.db);
    const token = await trialPlayer(app);
    const slot = await firstGame(database.db, eq(games.category, 'RNG'));
    const game = await call(app, api.games.launchGame, {
      token,
      body: { nodeId: slot.nodeId, language: 'EN' },
    });
    expect(game.status).toBe(403);
    expect(game.body).toEqual(refusal);
    expect(ERROR_MESSAGES.TRIAL_ACCOUNT).toBe('Please Register An Account First');

    const sports = await call(app, api.games.sportsLaunch, {
      token,
      query: { vassalage: 'DS88', language: 'EN' },
    });
    expect(sports.status).toBe(403);
    expect(sports.body).toEqual(refusal);

    const rooms = await call(app, api.pvp.rooms, { query: { language: 'EN' } });
    const room = rooms.body.value.rooms[0]!;
    const pvp = await call(app, api.pvp.launch, {
      token,
      query: { roomId: String(room.roomId), language: 'EN' },
    });
    expect(pvp.status).toBe(403);
    expect(pvp.body).toEqual(refusal);

    // nothing was started for it, and nothing recorded as recent
    const recent = await call(app, api.games.recent, { token, query: { clientType: '3', language: 'EN' } });
    expect(recent.body.value.list).toEqual([]);
  });

  it('may not play a round of the demo game, even with a launch made before', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const slot = await firstGame(database.db, eq(games.category, 'RNG'));
    const launch = await launchToken(app, player.token, slot.nodeId);
    await database.db.update(members).set({ isAgent: 4 }).where(eq(members.id, player.memberId));
    const before = await ledgerSum(database.db, player.memberId);
    const round = await playRound(app, { token: launch, stake: 100, idempotencyKey: 'trial-round-1' });
    expect(round.status).toBe(403);
    expect(round.body).toEqual(refusal);
    expect(await ledgerSum(database.db, player.memberId)).toBe(before);
    expect(await database.db.select().from(bets).where(eq(bets.memberId, player.memberId))).toEqual([]);
  });

  it('leaves a real member launching as before', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const slot = await firstGame(database.db, eq(games.category, 'RNG'));
    const launched = await call(app, api.games.launchGame, {
      token: player.token,
      body: { nodeId: slot.nodeId, language: 'EN' },
    });
    expect(launched.status).toBe(200);
    const sessions = await database.db
      .select()
      .from(launchSessions)
      .where(eq(launchSessions.memberId, player.memberId));
    expect(sessions).toHaveLength(1);
  });
});

describe('vendor cards and launch modes', () => {
  it('tell how a vendor shows before it is launched, as its launch answers', async () => {
    const app = testApp(database.db);
    const { body } = await call(app, api.games.vendors, { query: { merchantCode: 'MARQUEE' } });
    for (const lane of body.value.data.lanes) {
      for (const card of lane.cards) {
        expect(card.launchMode, card.vassalage).toBe(lane.title === 'LIVE' ? 'POPUP' : 'IFRAME');
      }
    }
    const player = await newPlayer(app, database.db);
    const sports = await call(app, api.games.sportsLaunch, {
      token: player.token,
      query: { vassalage: 'DS88', language: 'EN' },
    });
    const cockfight = body.value.data.lanes.find((lane) => lane.title === 'COCKFIGHT');
    expect(sports.body.value.mode).toBe(
      cockfight?.cards.find((card) => card.vassalage === 'DS88')?.launchMode,
    );
  });
});

describe('a sports-type vendor in maintenance', () => {
  it('offers the open vendors of its lane to start instead', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const lanes = (await call(app, api.games.vendors, { query: { merchantCode: 'MARQUEE' } })).body.value.data
      .lanes;
    const sportsLane = lanes.find((lane) => lane.title === 'SPORTS')!.cards;
    const [resting, closedToo] = sportsLane.filter((card) => !card.maintenance);
    await setVendorMaintenance(database.db, resting!.vassalage, true);
    await setVendorMaintenance(database.db, closedToo!.vassalage, true);
    try {
      const res = await call(app, api.games.sportsLaunch, {
        token: player.token,
        query: { vassalage: resting!.vassalage, language: 'EN' },
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, code: 'GAME_MAINTENANCE' });
      const details = res.body.value as unknown as GameMaintenanceDetails;
      expect(details.vassalage).toBe(resting!.vassalage);
      expect(details.recommended).toEqual([]);
      const open = sportsLane
        .filter((card) => !card.maintenance && card.vassalage !== resting!.vassalage)
        .filter((card) => card.vassalage !== closedToo!.vassalage);
      expect(details.vendors.map((card) => card.vassalage)).toEqual(open.map((card) => card.vassalage));
      expect(details.vendors.length).toBeGreaterThan(0);
      for (const card of details.vendors) {
        expect(card.gameType).toBe('SPORTS');
        expect(card.maintenance).toBe(false);
        // each one starts
        const started = await call(app, api.games.sportsLaunch, {
          token: player.token,
          query: { vassalage: card.vassalage, language: 'EN' },
        });
        expect(started.status, card.vassalage).toBe(200);
      }
    } finally {
      await setVendorMaintenance(database.db, resting!.vassalage, false);
      await setVendorMaintenance(database.db, closedToo!.vassalage, false);
    }
  });

  it('offers the cockfighting vendors for a cockfighting vendor, not the sports ones', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    await setVendorMaintenance(database.db, 'DS88', true);
    try {
      const res = await call(app, api.games.sportsLaunch, {
        token: player.token,
        query: { vassalage: 'DS88', language: 'EN' },
      });
      expect(res.status).toBe(409);
      const details = res.body.value as unknown as GameMaintenanceDetails;
      expect(details.vendors.map((card) => card.vassalage)).toEqual(['DIG']);
      expect(details.vendors[0]!.gameType).toBe('COCKFIGHT');
    } finally {
      await setVendorMaintenance(database.db, 'DS88', false);
    }
  });
});
