import {
  GAME_LIST_DEFAULT_PAGE_SIZE,
  type GameListQuery,
  type GameListResponse,
  type HotGamesQuery,
  type HotGamesResponse,
  type VendorLanesResponse,
} from '@marquee/api-client/contract';
import type { Db } from '../../db/open';
import { totalPagesOf } from '../../http/game-params';
import { badRequest } from '../../http/http-error';
import { cachedRead } from '../read-cache';
import { readBrand } from '../system/settings';
import { hotGames, listGames, vassalTypes, vendorOf } from './catalogue-query';
import { toGame } from './game-view';
import { buildLanes } from './lanes';
import { listVendors } from './vendors';

/** A cache key of query fields (written in a fixed order by each caller; undefined ones drop out). */
const keyOf = (fields: object): string => JSON.stringify(fields);

async function checkMerchant(db: Db, merchant: string) {
  const brand = await readBrand(db);
  if (merchant.toUpperCase() !== brand.merchantCode) throw badRequest(`Unknown merchantCode '${merchant}'`);
}

async function knownVassalage(db: Db, vassalage: string | undefined) {
  if (vassalage && !(await vendorOf(db, vassalage))) throw badRequest(`Unknown vassalage '${vassalage}'`);
}

/** The brand's vendor cards in navigation lanes. */
export async function vendorLanes(db: Db, merchantCode: string): Promise<VendorLanesResponse> {
  await checkMerchant(db, merchantCode);
  return cachedRead(db, 'lanes', async () => ({ data: { lanes: buildLanes(await listVendors(db)) } }));
}

/** One page of the game list, in the asked language. */
export async function gameListPage(db: Db, query: GameListQuery): Promise<GameListResponse> {
  if (query.merchant) await checkMerchant(db, query.merchant);
  // what the answer depends on: the client's platform, channel and merchant do not change it
  const { gameType, language, vassalage, gameClassify, gameName, minBet, minLineNum, pageNum, pageSize } =
    query;
  const key = keyOf({
    gameType,
    language,
    vassalage,
    gameClassify,
    gameName,
    minBet,
    minLineNum,
    pageNum,
    pageSize,
  });
  return cachedRead(db, `games:${key}`, () => readGameListPage(db, query));
}

async function readGameListPage(db: Db, query: GameListQuery): Promise<GameListResponse> {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? GAME_LIST_DEFAULT_PAGE_SIZE;
  const { rows, totalCount } = await listGames(db, query, { pageNum, pageSize });
  return {
    games: rows.map((row) => toGame(row, query.language)),
    pageNum,
    totalPages: totalPagesOf(totalCount, pageSize),
    totalCount,
  };
}

export async function hotGameList(db: Db, query: HotGamesQuery): Promise<HotGamesResponse> {
  await checkMerchant(db, query.merchantCode);
  await knownVassalage(db, query.vassalage);
  const { vassalage, language } = query;
  return cachedRead(db, `hot:${keyOf({ vassalage, language })}`, async () => {
    const rows = await hotGames(db, vassalage);
    return { list: rows.map((row) => toGame(row, language)) };
  });
}

/** A vendor's game types, translated. */
export async function vendorGameTypes(db: Db, vassalage: string, language: string) {
  await knownVassalage(db, vassalage);
  return cachedRead(db, `vassal-types:${keyOf({ vassalage, language })}`, () =>
    vassalTypes(db, vassalage, language),
  );
}
