import { api, type GameListQuery } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { gameCategory, languageOf, pageOf, vassalageOf } from '../http/game-params';
import { mounter } from '../http/mount';
import {
  optionalInteger,
  optionalString,
  type RawInput,
  requiredInteger,
  requiredString,
} from '../http/validate';
import { announcements } from '../services/games/catalogue-query';
import { gameListPage, hotGameList, vendorGameTypes, vendorLanes } from '../services/games/game-catalogue';

function parseGameListQuery(raw: RawInput): GameListQuery {
  const query: GameListQuery = {
    gameType: gameCategory(raw, 'gameType'),
    language: languageOf(raw),
    ...pageOf(raw),
  };
  const clientType = optionalInteger(raw, 'clientType', { min: 0, max: 99 });
  if (clientType !== undefined) query.clientType = clientType;
  for (const name of ['platform', 'channel', 'merchant', 'gameClassify', 'gameName'] as const) {
    const value = optionalString(raw, name, { max: 100 });
    if (value !== undefined) query[name] = value;
  }
  const vassalage = vassalageOf(raw);
  if (vassalage) query.vassalage = vassalage;
  const minBet = optionalInteger(raw, 'minBet', { min: 0 });
  if (minBet !== undefined) query.minBet = minBet;
  const minLineNum = optionalInteger(raw, 'minLineNum', { min: 0 });
  if (minLineNum !== undefined) query.minLineNum = minLineNum;
  return query;
}

/** The catalogue calls: vendor lanes, the game list, hot games, vendor game types, announcements. */
export function gameRoutes(app: Hono<AppEnv>, { db, config }: Deps): void {
  const mount = mounter(app, config);

  mount(api.games.vendors, {
    parse: (raw) => ({ merchantCode: requiredString(raw, 'merchantCode', { max: 64 }) }),
    handle: ({ merchantCode }) => vendorLanes(db, merchantCode),
    revalidate: 'public',
  });

  mount(api.games.list, {
    parse: parseGameListQuery,
    handle: (query) => gameListPage(db, query),
    revalidate: 'public',
  });

  mount(api.games.hot, {
    parse: (raw) => {
      const vassalage = vassalageOf(raw);
      return {
        merchantCode: requiredString(raw, 'merchantCode', { max: 64 }),
        isPlatform: requiredInteger(raw, 'isPlatform', { min: 0, max: 9 }),
        platform: requiredString(raw, 'platform', { max: 10 }),
        language: languageOf(raw),
        ...(vassalage ? { vassalage } : {}),
      };
    },
    handle: (query) => hotGameList(db, query),
    revalidate: 'public',
  });

  mount(api.games.vassalTypes, {
    parse: (raw) => ({
      vassalage: vassalageOf(raw) ?? requiredString(raw, 'vassalage'),
      language: languageOf(raw),
    }),
    handle: ({ vassalage, language }) => vendorGameTypes(db, vassalage, language),
    revalidate: 'public',
  });

  mount(api.games.announcements, {
    parse: (raw) => {
      const gameType =
        raw.gameType === undefined || raw.gameType === '' ? undefined : gameCategory(raw, 'gameType');
      return { language: languageOf(raw), ...(gameType ? { gameType } : {}) };
    },
    handle: async ({ language, gameType }) => ({ promotion: await announcements(db, language, gameType) }),
    revalidate: 'public',
  });
}
