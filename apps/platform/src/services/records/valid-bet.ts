import type { Db, Tx } from '../../db/open';
import { betTotals } from './bet-sources';

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
  return (await betTotals(db, { memberId, from, until, query: {} })).validBet;
}
