import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import {
  type FiguresRow,
  figuresOf,
  LOTTERY_FIGURES,
  LOTTERY_FROM,
  lotteryWhere,
  ROUND_FIGURES,
  roundsWhere,
  rowsOf,
} from './bet-sources';

/**
 * A member's valid bets between two instants, counted as the betting record counts them: rounds
 * when played, lottery bets once their draw is settled.
 */
export async function validBetBetween(
  db: Db | Tx,
  memberId: number,
  from: Date,
  until: Date,
): Promise<number> {
  const filter = { memberId, from, until, query: {} };
  const rounds = roundsWhere(filter);
  const lottery = lotteryWhere(filter);
  const validBetOf = async (query: SQL) => figuresOf(rowsOf<FiguresRow>(await db.execute(query))[0]).validBet;
  let validBet = 0;
  if (rounds) validBet += await validBetOf(sql`select ${ROUND_FIGURES} from bets b where ${rounds}`);
  if (lottery)
    validBet += await validBetOf(sql`select ${LOTTERY_FIGURES} from ${LOTTERY_FROM} where ${lottery}`);
  return validBet;
}
