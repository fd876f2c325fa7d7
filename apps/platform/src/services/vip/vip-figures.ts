import { shiftDay } from '@marquee/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { VIP_LEVELS, VIP_QUALIFYING_DAYS, type VipLevel } from '../../reference/vip-levels';
import {
  type FiguresRow,
  figuresOf,
  LOTTERY_FIGURES,
  LOTTERY_FROM,
  lotteryWhere,
  ROUND_FIGURES,
  roundsWhere,
  rowsOf,
} from '../records/bet-sources';
import { brandDayStart } from '../records/brand-days';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface VipFigures {
  validBet: number;
  deposits: number;
}

/** The qualifying period that ends with the brand day `day`: its first day and its instants. */
export function vipPeriod(day: string) {
  const firstDay = shiftDay(day, -(VIP_QUALIFYING_DAYS - 1));
  return { firstDay, from: brandDayStart(firstDay), until: brandDayStart(shiftDay(day, 1)) };
}

/**
 * A member's valid bets (counted as the betting record counts them: rounds when played, lottery
 * bets once their draw is settled) and credited deposits over the period ending with `day`.
 */
export async function vipFigures(db: Db | Tx, memberId: number, day: string): Promise<VipFigures> {
  const { from, until } = vipPeriod(day);
  const filter = { memberId, from, until, query: {} };
  const rounds = roundsWhere(filter);
  const lottery = lotteryWhere(filter);
  const validBetOf = async (query: SQL) => figuresOf(rowsOf<FiguresRow>(await db.execute(query))[0]).validBet;
  let validBet = 0;
  if (rounds) validBet += await validBetOf(sql`select ${ROUND_FIGURES} from bets b where ${rounds}`);
  if (lottery)
    validBet += await validBetOf(sql`select ${LOTTERY_FIGURES} from ${LOTTERY_FROM} where ${lottery}`);
  const [deposits] = rowsOf<{ total: string | number | null }>(
    await db.execute(sql`select coalesce(sum(amount), 0) as total from ledger_entries
      where member_id = ${memberId} and kind = 'DEPOSIT'
        and created_at >= ${from.toISOString()} and created_at < ${until.toISOString()}`),
  );
  return { validBet, deposits: Number(deposits?.total ?? 0) };
}

/** The highest level whose thresholds both figures reach (level 1 has none). */
export function qualifiedLevel(figures: VipFigures): VipLevel {
  let reached = VIP_LEVELS[0]!;
  for (const level of VIP_LEVELS)
    if (figures.validBet >= level.validBet && figures.deposits >= level.deposits) reached = level;
  return reached;
}
