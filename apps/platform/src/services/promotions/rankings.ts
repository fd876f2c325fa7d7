import {
  brandToday,
  RANKING_SIZE,
  type RankingKind,
  type RankingPeriod,
  type RankingPeriodType,
  type RankingQuery,
  type RankingResponse,
  shiftDay,
} from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { maskName } from '../games/winners';
import { weekOf } from '../missions/mission-periods';
import { cachedRead } from '../read-cache';
import { LOTTERY_FROM, rowsOf } from '../records/bet-sources';
import { brandDayStart } from '../records/brand-days';

/** The first day of the month after the one holding `day` (YYYY-MM-DD). */
function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The brand days (both included) of the period holding `today`, or of the one before it. */
function rankingDays(type: RankingPeriodType, today: string, period: RankingPeriod) {
  if (type === 'DAY') {
    const day = period === 'CURRENT' ? today : shiftDay(today, -1);
    return { from: day, to: day };
  }
  if (type === 'WEEK') {
    const monday = shiftDay(weekOf(today), period === 'CURRENT' ? 0 : -7);
    return { from: monday, to: shiftDay(monday, 6) };
  }
  const first = `${today.slice(0, 8)}01`;
  const from = period === 'CURRENT' ? first : `${shiftDay(first, -1).slice(0, 8)}01`;
  return { from, to: shiftDay(nextMonth(from), -1) };
}

interface RankedRow {
  member_id: number;
  account: string;
  total: string | number;
}

/**
 * Every amount of `kind` between the instants, by member: credited deposits are DEPOSIT ledger
 * entries; valid bets are counted as the betting record counts them (game rounds when played,
 * lottery bets once their draw is settled).
 */
function amountsQuery(kind: RankingKind, from: Date, until: Date) {
  const start = from.toISOString();
  const end = until.toISOString();
  return kind === 'DEPOSIT'
    ? sql`select member_id, amount, created_at as at from ledger_entries
          where kind = 'DEPOSIT' and created_at >= ${start} and created_at < ${end}`
    : sql`select b.member_id, b.stake as amount, b.created_at as at from bets b
          where b.created_at >= ${start} and b.created_at < ${end}
        union all
        select lb.member_id, lb.stake as amount, lb.placed_at as at from ${LOTTERY_FROM}
          where d.status = 'SETTLED' and lb.placed_at >= ${start} and lb.placed_at < ${end}`;
}

/** The ranking's order: the highest total first, ties to whoever reached it first. */
const RANK_ORDER = sql`sum(t.amount) desc, max(t.at) asc, t.member_id asc`;

/** Each member's total over the instants in the ranking's order, the first RANKING_SIZE. */
function totalsQuery(kind: RankingKind, from: Date, until: Date) {
  return sql`select t.member_id, m.account, sum(t.amount) as total
    from (${amountsQuery(kind, from, until)}) t join members m on m.id = t.member_id
    group by t.member_id, m.account
    having sum(t.amount) > 0
    order by ${RANK_ORDER}
    limit ${RANKING_SIZE}`;
}

/** One member's place among every member with an amount over the instants, in the same order. */
function ownPlaceQuery(kind: RankingKind, from: Date, until: Date, memberId: number) {
  return sql`select r.place, r.total, m.account from (
      select t.member_id, sum(t.amount) as total, row_number() over (order by ${RANK_ORDER}) as place
      from (${amountsQuery(kind, from, until)}) t
      group by t.member_id
      having sum(t.amount) > 0
    ) r join members m on m.id = r.member_id
    where r.member_id = ${memberId}`;
}

interface OwnPlaceRow {
  place: string | number;
  total: string | number;
  account: string;
}

/**
 * The TOP 20 of `kind` over the brand's ranking period. The list is read at most once per few
 * seconds (the read cache), whoever asks; the member's own entry is picked from it, or, outside
 * it, their place among every member of the period is counted for them alone.
 */
export async function ranking(
  db: Db,
  memberId: number | null,
  { kind, period = 'CURRENT' }: RankingQuery,
  type: RankingPeriodType,
  now: Date,
): Promise<RankingResponse> {
  const { from, to } = rankingDays(type, brandToday(now), period);
  const start = brandDayStart(from);
  const until = brandDayStart(shiftDay(to, 1));
  const rows = await cachedRead(db, `ranking:${kind}:${type}:${from}`, async () =>
    rowsOf<RankedRow>(await db.execute(totalsQuery(kind, start, until))),
  );
  const ranked = rows.map((row, index) => ({
    memberId: Number(row.member_id),
    entry: { rank: index + 1, name: maskName(row.account), amount: Number(row.total) },
  }));
  let mine = ranked.find((row) => row.memberId === memberId)?.entry ?? null;
  if (!mine && memberId !== null) {
    const [own] = rowsOf<OwnPlaceRow>(await db.execute(ownPlaceQuery(kind, start, until, memberId)));
    // a place inside the cached TOP 20 means the list moved since it was read: the list's word stands
    if (own && Number(own.place) > RANKING_SIZE)
      mine = { rank: Number(own.place), name: maskName(own.account), amount: Number(own.total) };
  }
  return {
    kind,
    period,
    periodType: type,
    from,
    to,
    entries: ranked.map((row) => row.entry),
    mine,
  };
}
