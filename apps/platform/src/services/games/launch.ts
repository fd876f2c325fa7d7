import {
  type GameMaintenanceDetails,
  type LaunchResponse,
  VASSALAGE_GAME,
} from '@marquee/api-client/contract';
import type { Db } from '../../db/open';
import { badRequest, fail } from '../../http/http-error';
import { recommendedGames, vendorOf } from './catalogue-query';
import { type GameRow, launchModeOf, toGame } from './game-view';
import { buildLanes } from './lanes';
import { createLaunch } from './launch-sessions';
import { recordRecent } from './recent';
import { listVendors } from './vendors';

/**
 * A vendor in maintenance answers 409 (the request is fine, the vendor's state conflicts with it)
 * with code GAME_MAINTENANCE and, as the envelope's value, games and vendors to play instead.
 */
const MAINTENANCE_STATUS = 409;

export const DEMO_GAME_PREFIX = '/demo-game';
/**
 * The launched game's page, under a segment of its own: a token beside the static paths of
 * DEMO_GAME_PREFIX (assets, api, fun) would make Hono give up its RegExp router for the trie one.
 */
export const DEMO_GAME_PLAY_PREFIX = `${DEMO_GAME_PREFIX}/play`;

export async function assertVendorOpen(db: Db, vassalage: string, category: string, language: string) {
  const vendor = await vendorOf(db, vassalage);
  if (!vendor) throw badRequest(`Unknown vassalage '${vassalage}'`);
  if (!vendor.maintenance) return;
  const lane = buildLanes(await listVendors(db)).find((item) =>
    item.cards.some((card) => card.vassalage === vassalage),
  );
  const details: GameMaintenanceDetails = {
    vassalage,
    recommended: (await recommendedGames(db, category)).map((row) => toGame(row, language)),
    vendors: (lane?.cards ?? []).filter((card) => card.vassalage !== vassalage && !card.maintenance),
  };
  throw fail(MAINTENANCE_STATUS, 'GAME_MAINTENANCE', undefined, details);
}

/**
 * Starts a game for a signed-in member (the session guard keeps trial accounts out): recorded as recent, a launch token
 * for the demo game.
 */
export async function launchGame(
  db: Db,
  game: GameRow,
  input: { memberId: number; sessionId: number; language: string; now: Date },
): Promise<LaunchResponse> {
  if (game.isGame === VASSALAGE_GAME) {
    throw badRequest("This entry opens the vendor's game list; launch one of its games");
  }
  await assertVendorOpen(db, game.vassalage, game.category, input.language);
  // a refused launch (a session time limit) is not a recent game
  const token = await createLaunch(db, { ...input, nodeId: game.nodeId });
  await recordRecent(db, input.memberId, game.nodeId, input.now);
  return {
    url: `${DEMO_GAME_PLAY_PREFIX}/${token}`,
    mode: launchModeOf(game.category),
  };
}
