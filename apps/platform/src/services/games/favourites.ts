import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { favouriteGames } from '../../db/schema';
import { gamesByIds } from './catalogue-query';

/** The member's favourite games, newest first (ids only: the heart icons of every list). */
export async function favouriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ nodeId: favouriteGames.nodeId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId))
    .orderBy(desc(favouriteGames.createdAt), asc(favouriteGames.nodeId));
  return rows.map((row) => row.nodeId);
}

export async function favouritePage(db: Db, memberId: number, pageNum: number, pageSize: number) {
  const [total] = await db
    .select({ value: count() })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId));
  const ids = await db
    .select({ nodeId: favouriteGames.nodeId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId))
    .orderBy(desc(favouriteGames.createdAt), asc(favouriteGames.nodeId))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return {
    rows: await gamesByIds(
      db,
      ids.map((row) => row.nodeId),
    ),
    totalCount: total?.value ?? 0,
  };
}

/** Adding a favourite twice keeps the first (the toggle may be clicked twice). */
export async function addFavourite(db: Db, memberId: number, nodeId: number, at: Date): Promise<void> {
  await db.insert(favouriteGames).values({ memberId, nodeId, createdAt: at }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, memberId: number, nodeId: number): Promise<void> {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, nodeId)));
}
