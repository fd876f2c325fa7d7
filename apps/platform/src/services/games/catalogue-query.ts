import {
  type GameListQuery,
  HOT_GAME_CATEGORY_ORDER,
  HOT_GAMES_PER_CATEGORY,
} from '@marquee/api-client/contract';
import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import * as schema from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { CLASSIFY_NAMES } from '../../reference/game-words';
import { cachedRead, invalidateReads } from '../read-cache';
import { type GameRow, gameColumns } from './game-view';
import { gameLanguage, inLanguage } from './languages';
import { vendorRecords } from './vendors';

const { games, vendors } = schema;

/** The list query's filters: the contract names them, the catalogue reads them. */
type GameFilter = Pick<
  GameListQuery,
  'gameType' | 'vassalage' | 'gameClassify' | 'gameName' | 'minBet' | 'minLineNum' | 'language'
>;

/** LIKE treats % and _ as wildcards: a search for "100%" must find the literal text. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterCondition(filter: GameFilter): SQL | undefined {
  const name = filter.gameName?.toLowerCase();
  return and(
    eq(games.category, filter.gameType),
    filter.vassalage ? eq(games.vassalage, filter.vassalage) : undefined,
    filter.gameClassify ? eq(games.gameClassify, filter.gameClassify) : undefined,
    filter.minBet !== undefined ? gte(games.minBet, filter.minBet) : undefined,
    filter.minLineNum !== undefined ? gte(games.lineNum, filter.minLineNum) : undefined,
    name
      ? sql`${games.searchNames} ->> ${gameLanguage(filter.language)} like ${`%${likeEscape(name)}%`} escape '\\'`
      : undefined,
  );
}

const fromGames = (db: Db) =>
  db.select(gameColumns).from(games).innerJoin(vendors, eq(vendors.vassalage, games.vassalage));

/** One page of the filtered catalogue, in the stable order (sort, then nodeId). */
export async function listGames(
  db: Db,
  filter: GameFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: GameRow[]; totalCount: number }> {
  const where = filterCondition(filter);
  const [total] = await db.select({ value: count() }).from(games).where(where);
  const totalCount = total?.value ?? 0;
  const offset = (page.pageNum - 1) * page.pageSize;
  if (offset >= totalCount) return { rows: [], totalCount };
  const rows = await fromGames(db)
    .where(where)
    .orderBy(asc(games.sort), asc(games.nodeId))
    .limit(page.pageSize)
    .offset(offset);
  return { rows, totalCount };
}

/**
 * Hot games (of one vendor when `vassalage` is given): at most `perCategory` of each category, the
 * first in the catalogue's order, the categories in HOT_GAME_CATEGORY_ORDER. Capped per category
 * rather than overall, so the slots' hundreds of hot games never crowd the later categories out.
 */
export async function hotGames(
  db: Db,
  vassalage: string | undefined,
  perCategory: number = HOT_GAMES_PER_CATEGORY,
): Promise<GameRow[]> {
  const ranked = db
    .select({
      nodeId: games.nodeId,
      rank: sql<number>`row_number() over (partition by ${games.category} order by ${games.sort}, ${games.nodeId})`.as(
        'rank',
      ),
    })
    .from(games)
    .where(and(eq(games.isHot, 1), vassalage ? eq(games.vassalage, vassalage) : undefined))
    .as('ranked');
  const firstOfEach = db.select({ nodeId: ranked.nodeId }).from(ranked).where(lte(ranked.rank, perCategory));
  const categoryRank = sql`array_position(array[${sql.join(
    HOT_GAME_CATEGORY_ORDER.map((category) => sql`${category}`),
    sql`, `,
  )}]::text[], ${games.category})`;
  return fromGames(db)
    .where(inArray(games.nodeId, firstOfEach))
    .orderBy(categoryRank, asc(games.sort), asc(games.nodeId));
}

export function findGame(db: Db, nodeId: number): Promise<GameRow | null> {
  // every round and launch looks its game up
  return cachedRead(db, `game:${nodeId}`, async () => {
    const [row] = await fromGames(db).where(eq(games.nodeId, nodeId));
    return row ?? null;
  });
}

/** Games by id, in the order of `nodeIds`. */
export async function gamesByIds(db: Db, nodeIds: readonly number[]): Promise<GameRow[]> {
  if (nodeIds.length === 0) return [];
  const rows = await fromGames(db).where(inArray(games.nodeId, [...nodeIds]));
  const byId = new Map(rows.map((row) => [row.nodeId, row]));
  return nodeIds.flatMap((id) => byId.get(id) ?? []);
}

export async function vendorOf(db: Db, vassalage: string) {
  return (await vendorRecords(db)).find((vendor) => vendor.vassalage === vassalage) ?? null;
}

const CLASSIFY_ORDER = Object.keys(CLASSIFY_NAMES);

/** The gameClassify values a vendor offers, translated, with how many games each has. */
export async function vassalTypes(db: Db, vassalage: string, language: string) {
  const rows = await db
    .select({ gameClassify: games.gameClassify, count: count() })
    .from(games)
    .where(eq(games.vassalage, vassalage))
    .groupBy(games.gameClassify);
  return rows
    .sort((a, b) => CLASSIFY_ORDER.indexOf(a.gameClassify) - CLASSIFY_ORDER.indexOf(b.gameClassify))
    .map(({ gameClassify, count }) => ({
      gameClassify,
      name: CLASSIFY_NAMES[gameClassify] ? inLanguage(CLASSIFY_NAMES[gameClassify], language) : gameClassify,
      count,
    }));
}

/** The games a maintenance answer recommends: the first 3 of the category from vendors not in maintenance. */
export async function recommendedGames(db: Db, category: string, limit = 3): Promise<GameRow[]> {
  return fromGames(db)
    .where(and(eq(games.category, category), eq(games.isGame, 'GAME'), eq(vendors.maintenance, false)))
    .orderBy(asc(games.sort), asc(games.nodeId))
    .limit(limit);
}

export function announcements(db: Db, language: string, gameType: string | undefined) {
  const table = schema.gameAnnouncements;
  return cachedRead(db, `game-announcements:${JSON.stringify([language, gameType])}`, () =>
    db
      .select({ id: table.id, title: table.title, content: table.content })
      .from(table)
      .where(
        and(
          eq(table.language, gameLanguage(language)),
          gameType ? sql`(${table.gameType} is null or ${table.gameType} = ${gameType})` : undefined,
        ),
      )
      .orderBy(asc(table.sort), asc(table.id)),
  );
}

/**
 * An operator's game announcement in one language (null gameType: every category), shown after the
 * brand's existing ones; the cached answers are dropped so players see it on their next call.
 */
export async function addGameAnnouncement(
  db: Db,
  draft: { language: string; gameType: string | null; title: string; content: string },
): Promise<{ id: number; title: string; content: string }> {
  const table = schema.gameAnnouncements;
  const language = gameLanguage(draft.language);
  const [row] = await db
    .insert(table)
    .values({
      ...draft,
      language,
      // one statement: two operators adding at once still get distinct places at the end
      sort: sql`(select coalesce(max(${table.sort}), -1) + 1 from ${table} where ${table.language} = ${language})`,
    })
    .returning({ id: table.id, title: table.title, content: table.content });
  if (!row) throw new Error('game announcement insert returned no row');
  invalidateReads(db);
  return row;
}

/** The game of a nodeId; 400 when there is none. */
export async function requireGame(db: Db, nodeId: number) {
  const game = await findGame(db, nodeId);
  if (!game) throw badRequest(`Unknown game nodeId ${nodeId}`);
  return game;
}
