import { api, GAME_LIST_DEFAULT_PAGE_SIZE, type GameListQuery } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/open';
import type { AppEnv, Deps } from '../http/app-env';
import { gameCategory, languageOf, pageOf, totalPagesOf, vassalageOf } from '../http/game-params';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import {
  optionalInteger,
  optionalString,
  type RawInput,
  requiredInteger,
  requiredString,
} from '../http/validate';
import { announcements, hotGames, listGames, vassalTypes, vendorOf } from '../services/games/catalogue-query';
import { toGame } from '../services/games/game-view';
import { buildLanes } from '../services/games/lanes';
import { listVendors } from '../services/games/vendors';
import { readBrand } from '../services/system/settings';

async function checkMerchant(db: Db, merchant: string) {
  const brand = await readBrand(db);
  if (merchant.toUpperCase() !== brand.merchantCode) throw badRequest(`Unknown merchantCode '${merchant}'`);
}

async function knownVassalage(db: Db, vassalage: string | undefined) {
  if (vassalage && !(await vendorOf(db, vassalage))) throw badRequest(`Unknown vassalage '${vassalage}'`);
}

export function parseGameListQuery(raw: RawInput): GameListQuery {
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
    handle: async ({ merchantCode }) => {
      await checkMerchant(db, merchantCode);
      return { data: { lanes: buildLanes(await listVendors(db)) } };
    },
  });

  mount(api.games.list, {
    parse: parseGameListQuery,
    handle: async (query) => {
      if (query.merchant) await checkMerchant(db, query.merchant);
      const pageNum = query.pageNum ?? 1;
      const pageSize = query.pageSize ?? GAME_LIST_DEFAULT_PAGE_SIZE;
      const { rows, totalCount } = await listGames(db, query, { pageNum, pageSize });
      return {
        games: rows.map((row) => toGame(row, query.language)),
        pageNum,
        totalPages: totalPagesOf(totalCount, pageSize),
        totalCount,
      };
    },
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
    handle: async (query) => {
      await checkMerchant(db, query.merchantCode);
      await knownVassalage(db, query.vassalage);
      const rows = await hotGames(db, query.vassalage);
      return { list: rows.map((row) => toGame(row, query.language)) };
    },
  });

  mount(api.games.vassalTypes, {
    parse: (raw) => ({
      vassalage: vassalageOf(raw) ?? requiredString(raw, 'vassalage'),
      language: languageOf(raw),
    }),
    handle: async ({ vassalage, language }) => {
      await knownVassalage(db, vassalage);
      return vassalTypes(db, vassalage, language);
    },
  });

  mount(api.games.announcements, {
    parse: (raw) => {
      const gameType =
        raw.gameType === undefined || raw.gameType === '' ? undefined : gameCategory(raw, 'gameType');
      return { language: languageOf(raw), ...(gameType ? { gameType } : {}) };
    },
    handle: async ({ language, gameType }) => ({ promotion: await announcements(db, language, gameType) }),
  });
}
