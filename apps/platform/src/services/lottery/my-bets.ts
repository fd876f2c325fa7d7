import type { LotteryBetStatus, MyLotteryBetsResponse } from '@marquee/api-client/contract';
import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { lotteryBets, lotteryDraws } from '../../db/schema';
import { betsWithDraws, toLotteryBet } from './bets';

const MY_BETS_PAGE_SIZE = 20;

export interface MyBetsFilter {
  status?: LotteryBetStatus;
  gameCode?: string;
  /** a draw's public id */
  drawId?: string;
  pageNum: number;
}

/** The member's lottery bets, newest first; only their own (another member's draw shows none). */
export async function myLotteryBets(
  db: Db,
  memberId: number,
  filter: MyBetsFilter,
): Promise<MyLotteryBetsResponse> {
  const conditions: SQL[] = [eq(lotteryBets.memberId, memberId)];
  if (filter.status === 'PENDING') conditions.push(eq(lotteryDraws.status, 'OPEN'));
  if (filter.status === 'WON') conditions.push(eq(lotteryDraws.status, 'SETTLED'), gt(lotteryBets.payout, 0));
  if (filter.status === 'LOST')
    conditions.push(eq(lotteryDraws.status, 'SETTLED'), eq(lotteryBets.payout, 0));
  if (filter.drawId) conditions.push(eq(lotteryDraws.publicId, filter.drawId));
  if (filter.gameCode) conditions.push(eq(lotteryDraws.gameCode, filter.gameCode));
  const where = and(...conditions);
  const rows = await betsWithDraws(db)
    .where(where)
    .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id))
    .limit(MY_BETS_PAGE_SIZE)
    .offset((filter.pageNum - 1) * MY_BETS_PAGE_SIZE);
  const [total] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(where);
  return {
    list: rows.map((row) => toLotteryBet(row.bet, row)),
    pageNum: filter.pageNum,
    totalPages: Math.ceil((total?.value ?? 0) / MY_BETS_PAGE_SIZE),
  };
}
