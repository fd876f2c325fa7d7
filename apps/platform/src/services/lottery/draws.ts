import type { DrawFormat, PlayType } from '@marquee/api-client/contract';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { lotteryBets, lotteryDraws, lotteryGames } from '../../db/schema';
import { CLOSE_SECONDS_BEFORE_DRAW, LOTTERY_TIME_ZONE } from '../../reference/lottery';
import { postLedgerCredits } from '../wallet/wallet';
import { drawNumbers, newSeed, seedHashOf } from './draw-numbers';
import { outcomeOf, payoutOf } from './payouts';
import { drawsBefore, nextDrawAfter } from './schedule';

type Game = typeof lotteryGames.$inferSelect;

function drawRow(game: Game, drawAt: Date) {
  const seed = newSeed();
  return {
    gameCode: game.gameCode,
    drawAt,
    closeAt: new Date(drawAt.getTime() - CLOSE_SECONDS_BEFORE_DRAW * 1000),
    seed,
    seedHash: seedHashOf(seed),
    status: 'OPEN',
  };
}

/**
 * Makes sure every game has its next draw (the first after `now`) scheduled, seed hash published.
 * A game that has never drawn first gets `history` past draws (demo mode), drawn straight away.
 * Safe to run from several processes: a draw's (game, time) is unique.
 */
export async function scheduleNextDraws(db: Db, now: Date, history: number): Promise<void> {
  const games = await db.select().from(lotteryGames);
  for (const game of games) {
    const [upcoming] = await db
      .select({ id: lotteryDraws.id })
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameCode, game.gameCode), gt(lotteryDraws.drawAt, now)))
      .limit(1);
    if (upcoming) continue;
    if (history > 0) await drawHistory(db, game, now, history);
    await db
      .insert(lotteryDraws)
      .values(drawRow(game, nextDrawAfter(game.schedule, now, LOTTERY_TIME_ZONE)))
      .onConflictDoNothing();
  }
}

async function drawHistory(db: Db, game: Game, now: Date, count: number): Promise<void> {
  const [any] = await db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.gameCode, game.gameCode))
    .limit(1);
  if (any) return;
  const rows = drawsBefore(game.schedule, now, LOTTERY_TIME_ZONE, count).map((drawAt) => {
    const row = drawRow(game, drawAt);
    return {
      ...row,
      status: 'SETTLED',
      prizes: drawNumbers(game.format as DrawFormat, row.seed),
      settledAt: drawAt,
    };
  });
  if (rows.length > 0) await db.insert(lotteryDraws).values(rows).onConflictDoNothing();
}

/** Every draw whose time has come and that is still open, oldest first: drawn and settled, each once. */
export async function settleDueDraws(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.status, 'OPEN'), lte(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.drawAt));
  let settled = 0;
  for (const draw of due) if (await settleDraw(db, draw.id, now)) settled += 1;
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
 * from the seed, every pending bet marked WON with its payout or LOST, each winning member
 * credited once through the ledger (key per draw and member). Answers null when the draw was
 * settled already or is not due.
 */
export function settleDraw(db: Db, drawId: number, now: Date): Promise<SettlementResult | null> {
  return db.transaction(async (tx) => {
    const [draw] = await tx
      .select({
        id: lotteryDraws.id,
        status: lotteryDraws.status,
        seed: lotteryDraws.seed,
        drawAt: lotteryDraws.drawAt,
        format: lotteryGames.format,
        gameCode: lotteryDraws.gameCode,
      })
      .from(lotteryDraws)
      .innerJoin(lotteryGames, eq(lotteryGames.gameCode, lotteryDraws.gameCode))
      .where(eq(lotteryDraws.id, drawId))
      .for('update', { of: lotteryDraws });
    if (!draw || draw.status !== 'OPEN' || draw.drawAt.getTime() > now.getTime()) return null;
    const prizes = drawNumbers(draw.format as DrawFormat, draw.seed);
    const outcome = outcomeOf(draw.format as DrawFormat, prizes);
    const pending = await tx
      .select({
        id: lotteryBets.id,
        memberId: lotteryBets.memberId,
        playType: lotteryBets.playType,
        numbers: lotteryBets.numbers,
        stake: lotteryBets.stake,
      })
      .from(lotteryBets)
      .where(and(eq(lotteryBets.drawId, drawId), eq(lotteryBets.status, 'PENDING')));
    const wonIds: number[] = [];
    const wonPayouts: number[] = [];
    const perMember = new Map<number, number>();
    for (const bet of pending) {
      const payout = payoutOf(bet.playType as PlayType, bet.numbers, bet.stake, outcome);
      if (payout <= 0) continue;
      wonIds.push(bet.id);
      wonPayouts.push(payout);
      const { memberId } = bet;
      perMember.set(memberId, (perMember.get(memberId) ?? 0) + payout);
    }
    if (wonIds.length > 0) {
      await tx.execute(
        sql`update lottery_bets set status = 'WON', payout = won.payout
            from unnest(${sql.param(wonIds)}::bigint[], ${sql.param(wonPayouts)}::bigint[]) as won(id, payout)
            where lottery_bets.id = won.id`,
      );
    }
    await tx
      .update(lotteryBets)
      .set({ status: 'LOST', payout: 0 })
      .where(and(eq(lotteryBets.drawId, drawId), eq(lotteryBets.status, 'PENDING')));
    await postLedgerCredits(
      tx,
      [...perMember].map(([memberId, amount]) => ({
        memberId,
        amount,
        kind: 'LOTTERY_WIN',
        idempotencyKey: `lottery:draw:${drawId}:win`,
        reference: `lottery:${draw.gameCode}:${drawId}`,
      })),
      now,
    );
    await tx
      .update(lotteryDraws)
      .set({ status: 'SETTLED', prizes, settledAt: now })
      .where(eq(lotteryDraws.id, drawId));
    let paid = 0;
    for (const amount of perMember.values()) paid += amount;
    return { bets: pending.length, winners: perMember.size, paid };
  });
}
