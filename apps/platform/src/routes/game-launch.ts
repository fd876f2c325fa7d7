import { api } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { languageOf, nodeIdOf, vassalageOf } from '../http/game-params';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { optionalInteger, requiredInteger, requiredString } from '../http/validate';
import { visitorIp } from '../http/visitor-ip';
import type { AccountDeps } from '../services/deps';
import { requireGame } from '../services/games/catalogue-query';
import { launchFun } from '../services/games/fun-play';
import { launchGame } from '../services/games/launch';
import { launchPvpRoom, launchVendorLobby } from '../services/games/lobby-launch';
import { pvpRooms } from '../services/games/pvp-rooms';

/** Starting games: a catalogue game, a visitor's fun play, a sports-type vendor's lobby, a PVP room. */
export function gameLaunchRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const { db, config, clock } = deps;
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

  mount(api.games.launchFun, {
    parse: (raw) => ({ nodeId: nodeIdOf(raw), language: languageOf(raw) }),
    handle: ({ nodeId, language }, c) =>
      launchFun(deps, { nodeId, language, visitor: visitorIp(c, config.trustProxy) }),
  });

  mount(api.games.sportsLaunch, {
    parse: (raw) => ({
      vassalage: vassalageOf(raw) ?? requiredString(raw, 'vassalage'),
      language: languageOf(raw),
    }),
    handle: ({ vassalage, language }) => launchVendorLobby(db, vassalage, language),
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
    handle: ({ roomId, language }, c) =>
      launchPvpRoom(db, roomId, { ...sessionOf(c), language, now: clock.now() }),
  });
}
