import type { GameCategory, Winner } from '@marquee/api-client/contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { bets, games, members } from '../../db/schema';
import { gameArtUrl } from '../media/game-art';
import { inLanguage } from './languages';

/** "demo" → "de***o": enough to recognise yourself, not enough to find anyone. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

type Category = 'ALL' | GameCategory;

/**
 * The latest winning rounds, newest first: only bets that were recorded (a fresh platform has the
 * seeded demo players' history, seed/demo-history.ts); a category nobody won in has an empty board.
 */
export async function winnerBoard(
  db: Db,
  category: Category,
  language: string,
  limit: number,
): Promise<Winner[]> {
  const rows = await db
    .select({
      account: members.account,
      names: games.names,
      gameCode: games.gameCode,
      vassalage: games.vassalage,
      gameClassify: games.gameClassify,
      category: games.category,
      payout: bets.payout,
    })
    .from(bets)
    .innerJoin(members, eq(members.id, bets.memberId))
    .innerJoin(games, eq(games.nodeId, bets.nodeId))
    .where(and(gt(bets.payout, 0), category === 'ALL' ? undefined : eq(bets.category, category)))
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(limit);
  return rows.map((row) => ({
    iconUrl: gameArtUrl(row),
    customerName: maskName(row.account),
    gameName: inLanguage(row.names, language),
    winAmount: row.payout,
  }));
}
