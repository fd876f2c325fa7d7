import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { games, recentGames } from '../../db/schema';
import { gamesByIds } from './catalogue-query';

/** A launch moves the game to the front of the member's recent games. */
export async function recordRecent(db: Db, memberId: number, nodeId: number, at: Date): Promise<void> {
  await db
    .insert(recentGames)
    .values({ memberId, nodeId, playedAt: at })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { playedAt: at } });
}

export async function recentPage(
  db: Db,
  memberId: number,
  options: { vassalage?: string; pageNum: number; pageSize: number },
) {
  const where = and(
    eq(recentGames.memberId, memberId),
    options.vassalage ? eq(games.vassalage, options.vassalage) : undefined,
  );
  const [total] = await db
    .select({ value: count() })
    .from(recentGames)
    .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
    .where(where);
  const ids = await db
    .select({ nodeId: recentGames.nodeId })
    .from(recentGames)
    .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
    .where(where)
    .orderBy(desc(recentGames.playedAt), asc(recentGames.nodeId))
    .limit(options.pageSize)
    .offset((options.pageNum - 1) * options.pageSize);
  return {
    rows: await gamesByIds(
      db,
      ids.map((row) => row.nodeId),
    ),
    totalCount: total?.value ?? 0,
  };
}
