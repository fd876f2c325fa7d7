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
import { readBrand } from '../system/settings';
import { hotGames, listGames, vassalTypes, vendorOf } from './catalogue-query';
import { toGame } from './game-view';
import { buildLanes } from './lanes';
import { listVendors } from './vendors';

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
  return { data: { lanes: buildLanes(await listVendors(db)) } };
}

/** One page of the game list, in the asked language. */
export async function gameListPage(db: Db, query: GameListQuery): Promise<GameListResponse> {
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
}

export async function hotGameList(db: Db, query: HotGamesQuery): Promise<HotGamesResponse> {
  await checkMerchant(db, query.merchantCode);
  await knownVassalage(db, query.vassalage);
  const rows = await hotGames(db, query.vassalage);
  return { list: rows.map((row) => toGame(row, query.language)) };
}

/** A vendor's game types, translated. */
export async function vendorGameTypes(db: Db, vassalage: string, language: string) {
  await knownVassalage(db, vassalage);
  return vassalTypes(db, vassalage, language);
}
