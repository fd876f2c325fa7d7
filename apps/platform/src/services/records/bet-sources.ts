import type { BetRecordQuery, BetRecordTotals } from '@marquee/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';

/**
 * Where the member's bets come from, shared by the betting record and the P&L so both add up the
 * same rows the same way: game rounds (`bets b`, settled when played) and lottery bets
 * (`lottery_bets lb` with their draw `d` and game `lg`, settled once the draw is).
 */

/** Lottery bets have no catalogue game: they count under the lottery category. */
export const LOTTERY_CATEGORY = 'LOTT';

export interface BetFilter {
  /** one member, or a set of members as a query of their ids (an agent's team) */
  memberId: number | SQL;
  from: Date;
  until: Date;
  query: Pick<BetRecordQuery, 'category' | 'vendor' | 'status'>;
}

const ofMembers = (column: SQL, memberId: number | SQL) =>
  typeof memberId === 'number' ? sql`${column} = ${memberId}` : sql`${column} in (${memberId})`;

/** Game rounds (always settled: a round is paid when it is played) of the filter, or none. */
export function roundsWhere({ memberId, from, until, query }: BetFilter): SQL | null {
  if (query.status === 'UNSETTLED') return null;
  const conditions = [
    ofMembers(sql`b.member_id`, memberId),
    sql`b.created_at >= ${from.toISOString()}`,
    sql`b.created_at < ${until.toISOString()}`,
  ];
  if (query.category) conditions.push(sql`b.category = ${query.category}`);
  if (query.vendor) conditions.push(sql`b.vassalage = ${query.vendor}`);
  return sql.join(conditions, sql` and `);
}

/** Lottery bets of the filter (settled once their draw is), or none. */
export function lotteryWhere({ memberId, from, until, query }: BetFilter): SQL | null {
  if (query.category && query.category !== LOTTERY_CATEGORY) return null;
  const conditions = [
    ofMembers(sql`lb.member_id`, memberId),
    sql`lb.placed_at >= ${from.toISOString()}`,
    sql`lb.placed_at < ${until.toISOString()}`,
  ];
  if (query.vendor) conditions.push(sql`lg.vendor = ${query.vendor}`);
  if (query.status === 'SETTLED') conditions.push(sql`d.status = 'SETTLED'`);
  if (query.status === 'UNSETTLED') conditions.push(sql`d.status <> 'SETTLED'`);
  return sql.join(conditions, sql` and `);
}

export const LOTTERY_FROM = sql`lottery_bets lb
  join lottery_draws d on d.id = lb.draw_id
  join lottery_games lg on lg.game_code = d.game_code`;

/** The totals of a set of game rounds, as `count, stake, valid_bet, payout, win_loss`. */
export const ROUND_FIGURES = sql`count(*) as count, coalesce(sum(b.stake), 0) as stake,
  coalesce(sum(b.stake), 0) as valid_bet, coalesce(sum(b.payout), 0) as payout,
  coalesce(sum(b.payout - b.stake), 0) as win_loss`;

/** The totals of a set of lottery bets: valid bet and win/loss count only once their draw is settled. */
export const LOTTERY_FIGURES = sql`count(*) as count, coalesce(sum(lb.stake), 0) as stake,
  coalesce(sum(case when d.status = 'SETTLED' then lb.stake else 0 end), 0) as valid_bet,
  coalesce(sum(lb.payout), 0) as payout,
  coalesce(sum(case when d.status = 'SETTLED' then lb.payout - lb.stake else 0 end), 0) as win_loss`;

/** Adding up rows of figures (e.g. the two sources' branches of a union). */
export const SUM_FIGURES = sql`sum(count) as count, sum(stake) as stake, sum(valid_bet) as valid_bet,
  sum(payout) as payout, sum(win_loss) as win_loss`;

export type FiguresRow = Record<
  'count' | 'stake' | 'valid_bet' | 'payout' | 'win_loss',
  string | number | null
>;

/** A row of figures as numbers (sums come back as strings from both drivers). */
export function figuresOf(row: FiguresRow | undefined): BetRecordTotals {
  return {
    count: Number(row?.count ?? 0),
    stake: Number(row?.stake ?? 0),
    validBet: Number(row?.valid_bet ?? 0),
    payout: Number(row?.payout ?? 0),
    winLoss: Number(row?.win_loss ?? 0),
  };
}

export function rowsOf<T>(result: unknown): T[] {
  // both drivers (PGlite, node-postgres) answer a raw query with its rows under `rows`
  return (result as { rows: T[] }).rows;
}

/** What one source's branch leads with (e.g. the brand day) and groups its figures by. */
export interface BranchKeys {
  columns: SQL;
  groupBy: SQL;
}

/**
 * The figures of the filter's bets from both sources as the branches of one `union all` (of
 * `count, stake, valid_bet, payout, win_loss`, after each branch's keys where given), or null where
 * neither source can match the filter. Without keys each branch is one row of totals.
 */
export function figuresUnion(
  filter: BetFilter,
  keys?: { rounds: BranchKeys; lottery: BranchKeys },
): SQL | null {
  const branch = (source: SQL, where: SQL, figures: SQL, by: BranchKeys | undefined) =>
    by
      ? sql`select ${by.columns}, ${figures} from ${source} where ${where} group by ${by.groupBy}`
      : sql`select ${figures} from ${source} where ${where}`;
  const rounds = roundsWhere(filter);
  const lottery = lotteryWhere(filter);
  const branches: SQL[] = [];
  if (rounds) branches.push(branch(sql`bets b`, rounds, ROUND_FIGURES, keys?.rounds));
  if (lottery) branches.push(branch(LOTTERY_FROM, lottery, LOTTERY_FIGURES, keys?.lottery));
  return branches.length === 0 ? null : sql.join(branches, sql` union all `);
}

/** The totals of the filter's bets from both sources, in one pass (zero where none match). */
export async function betTotals(db: Db | Tx, filter: BetFilter): Promise<BetRecordTotals> {
  const union = figuresUnion(filter);
  if (!union) return figuresOf(undefined);
  const result = await db.execute(sql`select ${SUM_FIGURES} from (${union}) t`);
  return figuresOf(rowsOf<FiguresRow>(result)[0]);
}
