import type { PvpRoom } from '@marquee/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { games } from '../../db/schema';
import { gameArtUrl } from '../media/game-art';
import { hashString } from '../prng';
import { inLanguage } from './languages';

/** Tables per PVP game; a room id is nodeId × 10 + table, so the launch finds its game again. */
const TABLES_PER_GAME = 2;
const GAMES_WITH_ROOMS = 8;

export const gameOfRoom = (roomId: number) => Math.floor(roomId / 10);

/** Rooms of the PVP vendors' first games: two tables each, players drawn from the room id. */
export async function pvpRooms(db: Db, language: string, vassalage: string | undefined): Promise<PvpRoom[]> {
  const rows = await db
    .select()
    .from(games)
    .where(
      and(
        eq(games.category, 'PVP'),
        eq(games.isGame, 'GAME'),
        vassalage ? eq(games.vassalage, vassalage) : undefined,
      ),
    )
    .orderBy(asc(games.vassalage), asc(games.sort), asc(games.nodeId));
  const perVendor = new Map<string, number>();
  const rooms: PvpRoom[] = [];
  for (const row of rows) {
    const taken = perVendor.get(row.vassalage) ?? 0;
    if (taken >= GAMES_WITH_ROOMS) continue;
    perVendor.set(row.vassalage, taken + 1);
    for (let table = 1; table <= TABLES_PER_GAME; table++) {
      const roomId = row.nodeId * 10 + table;
      const seats = row.gameClassify === 'BOARD' ? 4 : 6;
      rooms.push({
        roomId,
        vassalage: row.vassalage,
        gameCode: row.gameCode,
        name: `${inLanguage(row.names, language)} #${table}`,
        iconUrl: gameArtUrl(row),
        minBet: row.minBet * table,
        players: hashString(`room:${roomId}`) % (seats + 1),
        seats,
      });
    }
  }
  return rooms;
}
