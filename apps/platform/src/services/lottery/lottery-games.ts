import {
  type CurrentDraw,
  type DrawFormat,
  type DrawResult,
  FORMAT_PLAY_TYPES,
  type LotteryGame,
  type LotteryPrizeMode,
  type LotteryVendor,
  type PlayType,
  type VnMenuGroup,
} from '@marquee/api-client/contract';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { lotteryBets, lotteryDraws, lotteryGames } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { FOUR_D_PRIZE_ODDS, LOTTERY_LIMITS, LOTTERY_ODDS } from '../../reference/lottery';
import { inLanguage } from '../games/languages';

type GameRow = typeof lotteryGames.$inferSelect;
type DrawRow = typeof lotteryDraws.$inferSelect;

/** A settled draw as answered: the seed only once it is drawn (an open draw is never a result). */
function toDrawResult(draw: DrawRow): DrawResult {
  return {
    drawId: draw.publicId,
    gameCode: draw.gameCode,
    drawAt: draw.drawAt.toISOString(),
    seedHash: draw.seedHash,
    seed: draw.seed ?? '',
    prizes: draw.prizes ?? [],
  };
}

/** Each game's next draw time and last settled draw, in two queries for any number of games. */
async function toGames(db: Db, rows: GameRow[], language: string, now: Date): Promise<LotteryGame[]> {
  if (rows.length === 0) return [];
  const codes = rows.map((row) => row.gameCode);
  const next = await db
    .select({
      gameCode: lotteryDraws.gameCode,
      drawAt: sql<Date>`min(${lotteryDraws.drawAt})`.mapWith(lotteryDraws.drawAt),
    })
    .from(lotteryDraws)
    .where(and(inArray(lotteryDraws.gameCode, codes), gt(lotteryDraws.drawAt, now)))
    .groupBy(lotteryDraws.gameCode);
  const latest = await db
    .selectDistinctOn([lotteryDraws.gameCode])
    .from(lotteryDraws)
    .where(and(inArray(lotteryDraws.gameCode, codes), eq(lotteryDraws.status, 'SETTLED')))
    .orderBy(lotteryDraws.gameCode, desc(lotteryDraws.drawAt));
  const nextOf = new Map(next.map((row) => [row.gameCode, row.drawAt]));
  const latestOf = new Map(latest.map((row) => [row.gameCode, row]));
  return rows.map((row) => {
    const last = latestOf.get(row.gameCode);
    return {
      gameCode: row.gameCode,
      vendor: row.vendor as LotteryVendor,
      prizeMode: row.prizeMode as LotteryPrizeMode,
      format: row.format as DrawFormat,
      name: inLanguage(row.names, language),
      defaultPlayType: row.defaultPlayType as PlayType,
      playTypes: [...FORMAT_PLAY_TYPES[row.format as DrawFormat]],
      nextDrawAt: nextOf.get(row.gameCode)?.toISOString() ?? null,
      serverTime: now.toISOString(),
      latest: last ? toDrawResult(last) : null,
    };
  });
}

export async function gameMenus(
  db: Db,
  prizeMode: LotteryPrizeMode | undefined,
  language: string,
  now: Date,
): Promise<LotteryGame[]> {
  const rows = await db
    .select()
    .from(lotteryGames)
    .where(prizeMode ? eq(lotteryGames.prizeMode, prizeMode) : undefined)
    .orderBy(asc(lotteryGames.sort));
  return toGames(db, rows, language, now);
}

/** The games with the most bets (ties in catalogue order), at most `count`. */
export async function popularGames(
  db: Db,
  prizeMode: LotteryPrizeMode | undefined,
  count: number,
  language: string,
  now: Date,
): Promise<LotteryGame[]> {
  const betCount = sql<number>`(select count(*) from ${lotteryBets} join ${lotteryDraws} on ${lotteryDraws.id} = ${lotteryBets.drawId} where ${lotteryDraws.gameCode} = ${lotteryGames.gameCode})`;
  const rows = await db
    .select()
    .from(lotteryGames)
    .where(prizeMode ? eq(lotteryGames.prizeMode, prizeMode) : undefined)
    .orderBy(desc(betCount), asc(lotteryGames.sort))
    .limit(count);
  return toGames(db, rows, language, now);
}

const VN_GROUPS = ['FAST', 'NORTH', 'CENTRAL', 'SOUTH'] as const;

export async function vnMenu(
  db: Db,
  prizeMode: LotteryPrizeMode | undefined,
  language: string,
  now: Date,
): Promise<VnMenuGroup[]> {
  const games = (await gameMenus(db, prizeMode, language, now)).filter(
    (game) => game.vendor === 'TCG_LOTTO_VN',
  );
  const rows = await db
    .select({ gameCode: lotteryGames.gameCode, group: lotteryGames.menuGroup })
    .from(lotteryGames);
  const groupOf = new Map(rows.map((row) => [row.gameCode, row.group]));
  return VN_GROUPS.map((group) => ({
    group,
    games: games.filter((game) => groupOf.get(game.gameCode) === group),
  })).filter((group) => group.games.length > 0);
}

/** The games the member bet on, the latest bet first. */
export async function recentLotteryGames(
  db: Db,
  memberId: number,
  language: string,
  now: Date,
): Promise<LotteryGame[]> {
  const recent = await db
    .select({ gameCode: lotteryDraws.gameCode, last: sql<string>`max(${lotteryBets.placedAt})` })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(eq(lotteryBets.memberId, memberId))
    .groupBy(lotteryDraws.gameCode)
    .orderBy(desc(sql`max(${lotteryBets.placedAt})`))
    .limit(20);
  if (recent.length === 0) return [];
  const rows = await db
    .select()
    .from(lotteryGames)
    .where(
      inArray(
        lotteryGames.gameCode,
        recent.map((row) => row.gameCode),
      ),
    );
  const order = new Map(recent.map((row, index) => [row.gameCode, index]));
  rows.sort((a, b) => (order.get(a.gameCode) ?? 0) - (order.get(b.gameCode) ?? 0));
  return toGames(db, rows, language, now);
}

async function requireLotteryGame(db: Db, gameCode: string): Promise<GameRow> {
  const [game] = await db.select().from(lotteryGames).where(eq(lotteryGames.gameCode, gameCode));
  if (!game) throw notFound(`Unknown gameCode '${gameCode}'`);
  return game;
}

/** The draw betting is open for (the first after now), its odds and limits. */
export async function currentDraw(
  db: Db,
  gameCode: string,
  language: string,
  now: Date,
): Promise<CurrentDraw> {
  const game = await requireLotteryGame(db, gameCode);
  const [draw] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), gt(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(1);
  if (!draw) throw fail(404, 'DRAW_NOT_FOUND');
  const [view] = await toGames(db, [game], language, now);
  const format = game.format as DrawFormat;
  return {
    game: view!,
    serverTime: now.toISOString(),
    drawId: draw.publicId,
    drawAt: draw.drawAt.toISOString(),
    closeAt: draw.closeAt.toISOString(),
    seedHash: draw.seedHash,
    odds: FORMAT_PLAY_TYPES[format].map((playType) => ({
      playType,
      oddsX100:
        playType === 'BIG' || playType === 'SMALL'
          ? FOUR_D_PRIZE_ODDS[playType].FIRST!
          : (LOTTERY_ODDS[format][playType] ?? 0),
    })),
    ...LOTTERY_LIMITS,
  };
}

/** How often each last-two-digits came out over the game's last `count` draws (hot and cold numbers). */
export async function openedNumbers(db: Db, gameCode: string, count: number) {
  await requireLotteryGame(db, gameCode);
  const draws = await db
    .select({ prizes: lotteryDraws.prizes })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.status, 'SETTLED')))
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(count);
  const frequency: Record<string, number> = {};
  for (let n = 0; n < 100; n += 1) frequency[String(n).padStart(2, '0')] = 0;
  for (const draw of draws) {
    for (const line of draw.prizes ?? []) {
      for (const number of line.numbers) {
        const tail = number.slice(-2);
        frequency[tail] = (frequency[tail] ?? 0) + 1;
      }
    }
  }
  return { gameCode, draws: draws.length, frequency };
}

const RESULTS_PAGE_SIZE = 10;

export async function drawResults(db: Db, gameCode: string, pageNum: number) {
  await requireLotteryGame(db, gameCode);
  const where = and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.status, 'SETTLED'));
  const rows = await db
    .select()
    .from(lotteryDraws)
    .where(where)
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(RESULTS_PAGE_SIZE)
    .offset((pageNum - 1) * RESULTS_PAGE_SIZE);
  const [total] = await db.select({ value: sql<number>`count(*)::int` }).from(lotteryDraws).where(where);
  return {
    list: rows.map(toDrawResult),
    pageNum,
    totalPages: Math.ceil((total?.value ?? 0) / RESULTS_PAGE_SIZE),
  };
}
