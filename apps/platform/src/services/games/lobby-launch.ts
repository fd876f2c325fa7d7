import type { GameCategory, LaunchResponse, PvpLaunchResponse } from '@marquee/api-client/contract';
import type { Db } from '../../db/open';
import { badRequest } from '../../http/http-error';
import { requireGame, vendorOf } from './catalogue-query';
import { launchModeOf } from './game-view';
import { laneOf } from './lanes';
import { assertVendorOpen, launchGame } from './launch';
import { gameOfRoom, pvpRooms } from './pvp-rooms';

/** Lanes whose vendors launch a lobby of their own instead of a game from the list. */
const LOBBY_LANES: ReadonlySet<GameCategory> = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT']);

export const DEMO_LOBBY_PREFIX = '/demo-lobby';

/** A sports, esports, cockfight or lottery vendor's own lobby (this server's demo lobby). */
export async function launchVendorLobby(
  db: Db,
  vassalage: string,
  language: string,
): Promise<LaunchResponse> {
  const vendor = await vendorOf(db, vassalage);
  if (!vendor || !LOBBY_LANES.has(laneOf({ category: vendor.category as GameCategory, vassalage }))) {
    throw badRequest(`'${vassalage}' is not a sports, esports, cockfight or lottery vendor`);
  }
  await assertVendorOpen(db, vassalage, vendor.category, language);
  return {
    url: `${DEMO_LOBBY_PREFIX}/${encodeURIComponent(vassalage)}?language=${language}`,
    mode: launchModeOf(vendor.category),
  };
}

/** The game of a PVP room, launched like any game. */
export async function launchPvpRoom(
  db: Db,
  roomId: number,
  session: { memberId: number; sessionId: number; language: string; now: Date },
): Promise<PvpLaunchResponse> {
  const rooms = await pvpRooms(db, session.language, undefined);
  if (!rooms.some((room) => room.roomId === roomId)) throw badRequest(`Unknown roomId ${roomId}`);
  const game = await requireGame(db, gameOfRoom(roomId));
  const { url } = await launchGame(db, game, session);
  return { content: url };
}
