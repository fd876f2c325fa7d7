import { api, GAME_LIST_DEFAULT_PAGE_SIZE } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { languageOf, nodeIdOf, pageOf, totalPagesOf, vassalageOf } from '../http/game-params';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { optionalInteger, requiredInteger } from '../http/validate';
import type { AccountDeps } from '../services/deps';
import { requireGame, vendorOf } from '../services/games/catalogue-query';
import { addFavourite, favouriteIds, favouritePage, removeFavourite } from '../services/games/favourites';
import { toGame } from '../services/games/game-view';
import { recentPage } from '../services/games/recent';

/** The signed-in member's games: favourites and recently launched games (token calls). */
export function gamePlayerRoutes(app: Hono<AppEnv>, { db, config, clock }: AccountDeps): void {
  const mount = mounter(app, config);

  mount(api.games.favouriteIds, {
    handle: (_input, c) => favouriteIds(db, sessionOf(c).memberId),
  });

  mount(api.games.favouriteList, {
    parse: (raw) => ({ language: languageOf(raw), ...pageOf(raw) }),
    handle: async ({ language, pageNum = 1, pageSize = GAME_LIST_DEFAULT_PAGE_SIZE }, c) => {
      const { rows, totalCount } = await favouritePage(db, sessionOf(c).memberId, pageNum, pageSize);
      return {
        content: rows.map((row) => toGame(row, language)),
        pageNum,
        totalPages: totalPagesOf(totalCount, pageSize),
      };
    },
  });

  mount(api.games.favouriteAdd, {
    parse: (raw) => ({ nodeId: nodeIdOf(raw) }),
    handle: async ({ nodeId }, c) => {
      await requireGame(db, nodeId);
      await addFavourite(db, sessionOf(c).memberId, nodeId, clock.now());
      return null;
    },
  });

  mount(api.games.favouriteRemove, {
    parse: (raw) => ({ nodeId: nodeIdOf(raw) }),
    handle: async ({ nodeId }, c) => {
      await requireGame(db, nodeId);
      await removeFavourite(db, sessionOf(c).memberId, nodeId);
      return null;
    },
  });

  mount(api.games.recent, {
    parse: (raw) => {
      const vassalage = vassalageOf(raw);
      const pageNum = optionalInteger(raw, 'pageNum', { min: 1, max: 1_000_000 });
      return {
        clientType: requiredInteger(raw, 'clientType', { min: 0, max: 99 }),
        language: languageOf(raw),
        ...(vassalage ? { vassalage } : {}),
        ...(pageNum ? { pageNum } : {}),
      };
    },
    handle: async ({ language, vassalage, pageNum = 1 }, c) => {
      if (vassalage && !(await vendorOf(db, vassalage))) throw badRequest(`Unknown vassalage '${vassalage}'`);
      const pageSize = GAME_LIST_DEFAULT_PAGE_SIZE;
      const { rows, totalCount } = await recentPage(db, sessionOf(c).memberId, {
        ...(vassalage ? { vassalage } : {}),
        pageNum,
        pageSize,
      });
      return {
        list: rows.map((row) => toGame(row, language)),
        totalPages: totalPagesOf(totalCount, pageSize),
      };
    },
  });
}
