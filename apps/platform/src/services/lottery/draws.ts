import type { DrawFormat } from '@marquee/api-client/contract';
import { and, asc, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { lotteryBets, lotteryDraws, lotteryGames } from '../../db/schema';
import { CLOSE_SECONDS_BEFORE_DRAW, LOTTERY_TIME_ZONE } from '../../reference/lottery';
import { postLedgerCredits } from '../wallet/wallet';
import { drawNumbers, drawSeed, seedHashOf } from './draw-numbers';
import { winningTable } from './payouts';
import { drawsBefore, nextDrawAfter } from './schedule';

type Game = typeof lotteryGames.$inferSelect;

/** A draw to come: its seed's hash only, the seed itself is worked out again at the draw. */
function drawRow(game: Game, drawAt: Date, secret: string) {
  return {
    gameCode: game.gameCode,
    drawAt,
    closeAt: new Date(drawAt.getTime() - CLOSE_SECONDS_BEFORE_DRAW * 1000),
    seedHash: seedHashOf(drawSeed(secret, game.gameCode, drawAt)),
    status: 'OPEN',
  };
}

/**
 * Makes sure every game has its next draw (the first after `now`) scheduled, seed hash published.
 * A game that has never drawn first gets `history` past draws (demo mode), drawn straight away.
 * Safe to run from several processes: a draw's (game, time) is unique.
 */
export async function scheduleNextDraws(db: Db, now: Date, history: number, secret: string): Promise<void> {
  // one query a tick (every second, on every instance) for the games that lack their next draw,
  // which is none of them between two draws
  const games = await db
    .select()
    .from(lotteryGames)
    .where(
      notExists(
        db
          .select({ id: lotteryDraws.id })
          .from(lotteryDraws)
          .where(and(eq(lotteryDraws.gameCode, lotteryGames.gameCode), gt(lotteryDraws.drawAt, now))),
      ),
    );
  for (const game of games) {
    if (history > 0) await drawHistory(db, game, now, history, secret);
    await db
      .insert(lotteryDraws)
      .values(drawRow(game, nextDrawAfter(game.schedule, now, LOTTERY_TIME_ZONE), secret))
      .onConflictDoNothing();
  }
}

async function drawHistory(db: Db, game: Game, now: Date, count: number, secret: string): Promise<void> {
  const [any] = await db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.gameCode, game.gameCode))
    .limit(1);
  if (any) return;
  const rows = drawsBefore(game.schedule, now, LOTTERY_TIME_ZONE, count).map((drawAt) => {
    const seed = drawSeed(secret, game.gameCode, drawAt);
    return {
      ...drawRow(game, drawAt, secret),
      seed,
      status: 'SETTLED',
      prizes: drawNumbers(game.format as DrawFormat, seed),
      settledAt: drawAt,
    };
  });
  if (rows.length > 0) await db.insert(lotteryDraws).values(rows).onConflictDoNothing();
}

/** Every draw whose time has come and that is still open, oldest first: drawn and settled, each once. */
export async function settleDueDraws(db: Db, now: Date, secret: string): Promise<number> {
  const due = await db
    .select({ publicId: lotteryDraws.publicId })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.status, 'OPEN'), lte(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.drawAt));
  let settled = 0;
  for (const draw of due) if (await settleDraw(db, draw.publicId, now, secret)) settled += 1;
  return settled;
}

export interface SettlementResult {
  bets: number;
  winners: number;
  paid: number;
}

/**
 * Draws one draw and settles its bets in one transaction: the draw row locked (so a bet being
 * placed finishes first, and a second settler waits and then finds it settled), numbers derived
 * from the seed, the winning bets given their payout by one join against the draw's winning
 * table (the losing ones stay as they are: LOST once the draw is SETTLED), each member who bet
 * credited once through the ledger with what they won, 0 included (key per draw and member), the
 * seed stored for all to check.
 * The draw is named by its public id. Answers null when it was settled already or is not due.
 */
export function settleDraw(
  db: Db,
  publicDrawId: string,
  now: Date,
  secret: string,
): Promise<SettlementResult | null> {
  return db.transaction(async (tx) => {
    const [draw] = await tx
      .select({
        id: lotteryDraws.id,
        publicId: lotteryDraws.publicId,
        status: lotteryDraws.status,
        seed: lotteryDraws.seed,
        drawAt: lotteryDraws.drawAt,
        format: lotteryGames.format,
        gameCode: lotteryDraws.gameCode,
      })
      .from(lotteryDraws)
      .innerJoin(lotteryGames, eq(lotteryGames.gameCode, lotteryDraws.gameCode))
      .where(eq(lotteryDraws.publicId, publicDrawId))
      .for('update', { of: lotteryDraws });
    if (draw?.status !== 'OPEN' || draw.drawAt.getTime() > now.getTime()) return null;
    const drawId = draw.id;
    // a draw scheduled while seeds were still stored at scheduling keeps the seed it was given
    const seed = draw.seed ?? drawSeed(secret, draw.gameCode, draw.drawAt);
    const prizes = drawNumbers(draw.format as DrawFormat, seed);
    const table = [...winningTable(draw.format as DrawFormat, prizes)];
    const playTypes = table.map(([key]) => key.slice(0, key.indexOf(':')));
    const numbers = table.map(([key]) => key.slice(key.indexOf(':') + 1));
    const hundredths = table.map(([, value]) => value);
    // bigint division rounds the payout down to the minor unit, as payoutOf does
    const won = await tx.execute(sql`
      with won as (
        update lottery_bets set payout = lottery_bets.stake * winning.hundredths / 100
        from unnest(${sql.param(playTypes)}::text[], ${sql.param(numbers)}::text[], ${sql.param(hundredths)}::bigint[])
          as winning(play_type, numbers, hundredths)
        where lottery_bets.draw_id = ${drawId}
          and lottery_bets.play_type = winning.play_type
          and array_to_string(lottery_bets.numbers, '-') = winning.numbers
        returning lottery_bets.member_id, lottery_bets.payout
      )
      select member_id, sum(payout)::text as amount from won group by member_id order by member_id`);
    const perMember = rowsOf<{ member_id: number; amount: string }>(won).map((row) => ({
      memberId: Number(row.member_id),
      amount: Number(row.amount),
    }));
    const players = await tx
      .select({ memberId: lotteryBets.memberId, bets: sql<number>`count(*)::int` })
      .from(lotteryBets)
      .where(eq(lotteryBets.drawId, drawId))
      .groupBy(lotteryBets.memberId);
    const paid = new Map(perMember.map(({ memberId, amount }) => [memberId, amount]));
    // Every player of the draw gets its payout entry, 0 for one who won nothing: missions, VIP and
    // referral rewards follow the ledger, and the settled stakes count for them now, not at the
    // member's next activity.
    await postLedgerCredits(
      tx,
      players.map(({ memberId }) => ({
        memberId,
        amount: paid.get(memberId) ?? 0,
        kind: 'LOTTERY_WIN',
        idempotencyKey: `lottery:draw:${drawId}:win`,
        reference: `lottery:${draw.gameCode}:${draw.publicId}`,
      })),
      now,
    );
    await tx
      .update(lotteryDraws)
      .set({ status: 'SETTLED', seed, prizes, settledAt: now })
      .where(eq(lotteryDraws.id, drawId));
    return {
      bets: players.reduce((sum, player) => sum + player.bets, 0),
      winners: perMember.length,
      paid: perMember.reduce((sum, { amount }) => sum + amount, 0),
    };
  });
}

/** The rows of a raw query, whichever driver ran it (PGlite answers { rows }, node-postgres too). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
