import { api, type GameCategory } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { languageOf, nodeIdOf, vassalageOf } from '../http/game-params';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { optionalInteger, requiredInteger, requiredString } from '../http/validate';
import { requireRealAccount } from '../services/accounts/real-account';
import type { AccountDeps } from '../services/deps';
import { requireGame, vendorOf } from '../services/games/catalogue-query';
import { launchModeOf } from '../services/games/game-view';
import { laneOf } from '../services/games/lanes';
import { assertVendorOpen, launchGame } from '../services/games/launch';
import { gameOfRoom, pvpRooms } from '../services/games/pvp-rooms';

/** Lanes whose vendors launch a lobby of their own instead of a game from the list. */
const LOBBY_LANES: ReadonlySet<GameCategory> = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT']);

export const DEMO_LOBBY_PREFIX = '/demo-lobby';

/** Starting games: a catalogue game, a sports-type vendor's lobby, a PVP room. */
export function gameLaunchRoutes(app: Hono<AppEnv>, { db, config, clock }: AccountDeps): void {
  const mount = mounter(app, config);

  mount(api.games.launchGame, {
    parse: (raw) => {
      const clientType = optionalInteger(raw, 'clientType', { min: 0, max: 99 });
      return {
        nodeId: nodeIdOf(raw),
        language: languageOf(raw),
        ...(clientType !== undefined ? { clientType } : {}),
      };
    },
    handle: async ({ nodeId, language }, c) => {
      const game = await requireGame(db, nodeId);
      return launchGame(db, game, { ...sessionOf(c), language, now: clock.now() });
    },
  });

  mount(api.games.sportsLaunch, {
    parse: (raw) => ({
      vassalage: vassalageOf(raw) ?? requiredString(raw, 'vassalage'),
      language: languageOf(raw),
    }),
    handle: async ({ vassalage, language }, c) => {
      await requireRealAccount(db, sessionOf(c).memberId);
      const vendor = await vendorOf(db, vassalage);
      if (!vendor || !LOBBY_LANES.has(laneOf({ category: vendor.category as GameCategory, vassalage }))) {
        throw badRequest(`'${vassalage}' is not a sports, esports, cockfight or lottery vendor`);
      }
      await assertVendorOpen(db, vassalage, vendor.category, language);
      return {
        url: `${DEMO_LOBBY_PREFIX}/${encodeURIComponent(vassalage)}?language=${language}`,
        mode: launchModeOf(vendor.category),
      };
    },
  });

  mount(api.pvp.rooms, {
    parse: (raw) => {
      const vassalage = vassalageOf(raw);
      return { language: languageOf(raw), ...(vassalage ? { vassalage } : {}) };
    },
    handle: async ({ language, vassalage }) => ({ rooms: await pvpRooms(db, language, vassalage) }),
  });

  mount(api.pvp.launch, {
    parse: (raw) => ({
      roomId: requiredInteger(raw, 'roomId', { min: 1, max: 2_147_483_647 }),
      language: languageOf(raw),
    }),
    handle: async ({ roomId, language }, c) => {
      const rooms = await pvpRooms(db, language, undefined);
      if (!rooms.some((room) => room.roomId === roomId)) throw badRequest(`Unknown roomId ${roomId}`);
      const game = await requireGame(db, gameOfRoom(roomId));
      const { url } = await launchGame(db, game, { ...sessionOf(c), language, now: clock.now() });
      return { content: url };
    },
  });
}
