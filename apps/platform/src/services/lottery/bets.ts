import {
  type DrawFormat,
  FORMAT_PLAY_TYPES,
  type LotteryBet,
  type LotteryBetStatus,
  PLAY_TYPE_RULES,
  type PlaceBetRequest,
  type PlaceBetResponse,
  type PlayType,
  slipNumbersProblem,
} from '@marquee/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import {
  lotteryBets,
  lotteryDraws,
  lotteryExposure,
  lotteryGames,
  lotterySlips,
  wallets,
} from '../../db/schema';
import { fail } from '../../http/http-error';
import { LOTTERY_EXPOSURE_PER_NUMBER, LOTTERY_LIMITS } from '../../reference/lottery';
import { isTrialMember } from '../accounts/real-account';
import { guardPlay } from '../play-safe/play-guard';
import { oneAtATime } from '../wallet/one-at-a-time';
import { postLedgerEntry } from '../wallet/wallet';

const money = (minor: number) => (minor / 100).toFixed(2);

/** What a bet row is called by the limit: its number, or a xiên's combination in order. */
const limitKeyOf = (playType: PlayType, numbers: readonly string[]) =>
  `${playType}:${[...numbers].sort().join('-')}`;

/** The bets one slip makes: one per number, or one for a xiên's combination. */
function linesOf(playType: PlayType, numbers: readonly string[]): string[][] {
  return PLAY_TYPE_RULES[playType].picks > 1 ? [[...numbers].sort()] : numbers.map((number) => [number]);
}

/** A bet's state follows its draw: PENDING while the draw is open, then WON (paid) or LOST. */
function betStatus(drawStatus: string, payout: number): LotteryBetStatus {
  if (drawStatus === 'OPEN') return 'PENDING';
  return payout > 0 ? 'WON' : 'LOST';
}

/** Bets joined to the draw fields `toLotteryBet` shows; the caller adds the filter and order. */
export function betsWithDraws(db: Db | Tx) {
  return db
    .select({
      bet: lotteryBets,
      publicId: lotteryDraws.publicId,
      gameCode: lotteryDraws.gameCode,
      drawAt: lotteryDraws.drawAt,
      status: lotteryDraws.status,
    })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId));
}

export function toLotteryBet(
  row: typeof lotteryBets.$inferSelect,
  draw: { publicId: string; gameCode: string; drawAt: Date; status: string },
): LotteryBet {
  return {
    betId: row.publicId,
    drawId: draw.publicId,
    gameCode: draw.gameCode,
    drawAt: draw.drawAt.toISOString(),
    playType: row.playType as PlayType,
    numbers: row.numbers,
    stake: row.stake,
    status: betStatus(draw.status, row.payout),
    payout: row.payout,
    placedAt: row.placedAt.toISOString(),
  };
}

/**
 * Places a slip: in one transaction, with the member's wallet row locked (so a double submit waits
 * for the first and answers its bets, and two slips cannot both pass a limit), the draw row shared
 * (settlement waits for it), the checks in the order a player reads them, the draw-wide stakes
 * per number taken, one BET ledger entry for the slip's total, then the slip and its bets.
 */
export function placeBet(
  db: Db,
  memberId: number,
  request: PlaceBetRequest,
  now: Date,
): Promise<PlaceBetResponse> {
  if (slipNumbersProblem(request.playType, request.numbers)) throw fail(400, 'LOTTERY_NUMBERS');
  return oneAtATime(db, memberId, () =>
    db.transaction(async (tx) => {
      await tx
        .select({ memberId: wallets.memberId })
        .from(wallets)
        .where(eq(wallets.memberId, memberId))
        .for('update');
      const replay = await earlierSlip(tx, memberId, request.idempotencyKey);
      if (replay) return replay;
      const [draw] = await tx
        .select({
          id: lotteryDraws.id,
          publicId: lotteryDraws.publicId,
          gameCode: lotteryDraws.gameCode,
          drawAt: lotteryDraws.drawAt,
          closeAt: lotteryDraws.closeAt,
          status: lotteryDraws.status,
          format: lotteryGames.format,
        })
        .from(lotteryDraws)
        .innerJoin(lotteryGames, eq(lotteryGames.gameCode, lotteryDraws.gameCode))
        .where(eq(lotteryDraws.publicId, request.drawId))
        .for('share', { of: lotteryDraws });
      if (!draw) throw fail(404, 'DRAW_NOT_FOUND');
      if (!FORMAT_PLAY_TYPES[draw.format as DrawFormat].includes(request.playType)) {
        throw fail(400, 'LOTTERY_NUMBERS');
      }
      if (draw.status !== 'OPEN' || now.getTime() >= draw.closeAt.getTime()) throw fail(409, 'DRAW_CLOSED');
      const { minStake, maxStakePerNumber } = LOTTERY_LIMITS;
      if (request.stake < minStake || request.stake > maxStakePerNumber) {
        throw fail(400, 'LOTTERY_STAKE', { min: money(minStake), max: money(maxStakePerNumber) });
      }
      const lines = linesOf(request.playType, request.numbers);
      await checkLimits(tx, memberId, draw.id, request, lines);
      // a trial account's play money takes no room on a number from real members' stakes
      if (!(await isTrialMember(tx, memberId))) await addExposure(tx, draw.id, request, lines);
      const total = request.stake * lines.length;
      await guardPlay(tx, memberId, { kind: 'STAKE', amount: total }, now);
      const debit = await postLedgerEntry(
        tx,
        {
          memberId,
          amount: -total,
          kind: 'LOTTERY_BET',
          idempotencyKey: `lottery:slip:${request.idempotencyKey}`,
          reference: `lottery:${draw.gameCode}:${draw.publicId}`,
        },
        now,
      );
      const [slip] = await tx
        .insert(lotterySlips)
        .values({
          memberId,
          drawId: draw.id,
          idempotencyKey: request.idempotencyKey,
          balanceAfter: debit.balance,
          createdAt: now,
        })
        .returning({ id: lotterySlips.id });
      const rows = await tx
        .insert(lotteryBets)
        .values(
          lines.map((numbers) => ({
            slipId: slip!.id,
            drawId: draw.id,
            memberId,
            playType: request.playType,
            numbers,
            stake: request.stake,
            placedAt: now,
          })),
        )
        .returning();
      return { bets: rows.map((row) => toLotteryBet(row, draw)), balance: debit.balance, replayed: false };
    }),
  );
}

async function earlierSlip(
  tx: Tx,
  memberId: number,
  idempotencyKey: string,
): Promise<PlaceBetResponse | null> {
  const [slip] = await tx
    .select()
    .from(lotterySlips)
    .where(and(eq(lotterySlips.memberId, memberId), eq(lotterySlips.idempotencyKey, idempotencyKey)));
  if (!slip) return null;
  const rows = await betsWithDraws(tx).where(eq(lotteryBets.slipId, slip.id)).orderBy(lotteryBets.id);
  return { bets: rows.map((row) => toLotteryBet(row.bet, row)), balance: slip.balanceAfter, replayed: true };
}

/** The member's stakes on this draw so far, per number of the play type and in all, plus this slip's. */
async function checkLimits(
  tx: Tx,
  memberId: number,
  drawId: number,
  request: PlaceBetRequest,
  lines: string[][],
): Promise<void> {
  const { maxStakePerNumber, maxStakePerDraw } = LOTTERY_LIMITS;
  const earlier = await tx
    .select({
      playType: lotteryBets.playType,
      numbers: lotteryBets.numbers,
      stake: sql<string>`sum(${lotteryBets.stake})`,
    })
    .from(lotteryBets)
    .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.drawId, drawId)))
    .groupBy(lotteryBets.playType, lotteryBets.numbers);
  let drawTotal = request.stake * lines.length;
  const perNumber = new Map<string, number>();
  for (const row of earlier) {
    const stake = Number(row.stake);
    drawTotal += stake;
    const key = limitKeyOf(row.playType as PlayType, row.numbers);
    perNumber.set(key, (perNumber.get(key) ?? 0) + stake);
  }
  if (drawTotal > maxStakePerDraw) throw fail(400, 'DRAW_LIMIT', { limit: money(maxStakePerDraw) });
  for (const numbers of lines) {
    const already = perNumber.get(limitKeyOf(request.playType, numbers)) ?? 0;
    if (already + request.stake > maxStakePerNumber) {
      throw fail(400, 'NUMBER_LIMIT', { number: numbers.join('-'), limit: money(maxStakePerNumber) });
    }
  }
}

/**
 * Adds the slip's stakes to every member's total on each of its numbers, refusing the slip when
 * one would pass the draw-wide limit. One statement: a number's row is updated under its row lock
 * and only while it stays within the limit, so of two members taking the last room on a number at
 * once the second waits for the first, sees its total and gets no row back. A refusal rolls the
 * whole slip back, its other numbers' totals with it.
 */
async function addExposure(
  tx: Tx,
  drawId: number,
  request: PlaceBetRequest,
  lines: string[][],
): Promise<void> {
  const limit = LOTTERY_EXPOSURE_PER_NUMBER;
  const keys = lines.map((numbers) => limitKeyOf(request.playType, numbers));
  const added = await tx
    .insert(lotteryExposure)
    .values(keys.map((limitKey) => ({ drawId, limitKey, stake: request.stake })))
    .onConflictDoUpdate({
      target: [lotteryExposure.drawId, lotteryExposure.limitKey],
      set: { stake: sql`${lotteryExposure.stake} + excluded.stake` },
      setWhere: sql`${lotteryExposure.stake} + excluded.stake <= ${limit}`,
    })
    .returning({ limitKey: lotteryExposure.limitKey });
  if (added.length === keys.length) return;
  const taken = new Set(added.map((row) => row.limitKey));
  const full = lines.find((_, index) => !taken.has(keys[index]!))!;
  throw fail(400, 'NUMBER_LIMIT', { number: full.join('-'), limit: money(limit) });
}
