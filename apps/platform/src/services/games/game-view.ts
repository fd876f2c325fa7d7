import type { Game, GameCategory, LaunchMode } from '@marquee/api-client/contract';
import { getTableColumns } from 'drizzle-orm';
import * as schema from '../../db/schema';
import { gameArtUrl } from '../media/game-art';
import { inLanguage } from './languages';

/** The columns a game answer needs: the game, its vendor's display name and whether it offers fun play. */
export const gameColumns = {
  ...getTableColumns(schema.games),
  vendorName: schema.vendors.name,
  vendorFunPlay: schema.vendors.funPlay,
};

export type GameRow = typeof schema.games.$inferSelect & { vendorName: string; vendorFunPlay: boolean };

/** A catalogue row as the contract's Game, named in `language`. */
export function toGame(row: GameRow, language: string): Game {
  return {
    nodeId: row.nodeId,
    vassalage: row.vassalage,
    vendorName: row.vendorName,
    gameType: row.category as GameCategory,
    gameCode: row.gameCode,
    gameName: inLanguage(row.names, language),
    iconUrl: gameArtUrl(row),
    gameClassify: row.gameClassify,
    isGame: row.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
    defaultPlayType: row.defaultPlayType,
    minBet: row.minBet,
    lineNum: row.lineNum,
    isHot: row.isHot === 1 ? 1 : 0,
    isNew: row.isNew === 1 ? 1 : 0,
    launchMode: launchModeOf(row.category),
    funPlay: hasFunPlay(row),
  };
}

/** Fun play is the slots' (the demo game's SLOT rounds), of a vendor that offers it. */
export function hasFunPlay(row: Pick<GameRow, 'category' | 'isGame' | 'vendorFunPlay'>): boolean {
  return row.vendorFunPlay && row.category === 'RNG' && row.isGame !== 'VASSALAGE';
}

/** Live tables open in their own window (as live vendors require); every other game in the frame. */
export function launchModeOf(category: string): LaunchMode {
  return category === 'LIVE' ? 'POPUP' : 'IFRAME';
}
