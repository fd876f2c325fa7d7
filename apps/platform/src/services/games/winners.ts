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
 * How many of the latest winning rounds are read per entry the board shows: a player who keeps
 * winning one game fills many rounds but one entry, so the board reads past them, within a bound.
 */
const ROUNDS_READ_PER_ENTRY = 10;

/** How far back the winners list pages: 5 pages of at most 20 entries, so one read stays bounded. */
export const WINNER_PAGES = 5;

/**
 * The latest winners, newest first: each player's win in a game once, their latest (a player
 * spinning one slot at one stake would otherwise fill the board with the same win). Only bets
 * that were recorded (a fresh platform has the seeded demo players' history,
 * seed/demo-history.ts); a category nobody won in has an empty board. Fewer than `limit` entries
 * when the latest rounds hold fewer distinct wins. Page `page` (1-based, at most WINNER_PAGES)
 * holds the entries after the first `(page - 1) × limit`: every page reads from the newest round,
 * so a page is the same list the pages before it continue.
 */
export async function winnerBoard(
  db: Db,
  category: Category,
  language: string,
  limit: number,
  page = 1,
): Promise<{ vo: Winner[]; hasMore: boolean }> {
  const end = page * limit;
  const rows = await db
    .select({
      memberId: bets.memberId,
      account: members.account,
      names: games.names,
      nodeId: games.nodeId,
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
    .limit((end + 1) * ROUNDS_READ_PER_ENTRY);
  const seen = new Set<string>();
  const latest = rows.filter((row) => {
    const key = `${row.memberId}:${row.nodeId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const vo = latest.slice(end - limit, end).map((row) => ({
    iconUrl: gameArtUrl(row),
    customerName: maskName(row.account),
    gameName: inLanguage(row.names, language),
    winAmount: row.payout,
  }));
  return { vo, hasMore: page < WINNER_PAGES && latest.length > end };
}
