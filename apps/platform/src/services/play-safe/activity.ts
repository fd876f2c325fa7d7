import {
  ACTIVITY_MONTHS,
  type ActivityFigures,
  type ActivityPeriod,
  type ActivityResponse,
  BRAND_TIME_ZONE,
  brandToday,
} from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { rowsOf } from '../records/bet-sources';
import { brandDayStart } from '../records/brand-days';

/** The first of the month `months` before the month of `day` (YYYY-MM-DD). */
function monthsBefore(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

// a week from Monday (date_trunc's ISO week), a calendar month: both of the brand day
const TRUNCATE: Record<ActivityPeriod, string> = { DAY: 'day', WEEK: 'week', MONTH: 'month' };

const STAKE_KINDS = sql`('BET', 'LOTTERY_BET', 'TRANSFER_IN')`;
const WIN_KINDS = sql`('WIN', 'LOTTERY_WIN', 'TRANSFER_OUT')`;

type Sums = Record<'deposits' | 'withdrawals' | 'stakes' | 'wins', string | number | null>;

function figuresOf(row: Sums): ActivityFigures {
  const stakes = Number(row.stakes ?? 0);
  const wins = Number(row.wins ?? 0);
  return {
    deposits: Number(row.deposits ?? 0),
    withdrawals: Number(row.withdrawals ?? 0),
    stakes,
    wins,
    net: wins - stakes,
  };
}

/**
 * "My activity": the member's deposits, withdrawals, stakes, wins and net result per brand day,
 * week or month since the first of the month ACTIVITY_MONTHS - 1 months back, read from the ledger
 * in one grouped pass over the member's (member, time) index. Only periods with money moved are
 * listed, newest first.
 */
export async function readActivity(
  db: Db,
  memberId: number,
  by: ActivityPeriod,
  now: Date,
): Promise<ActivityResponse> {
  const since = monthsBefore(brandToday(now), ACTIVITY_MONTHS - 1);
  const period = sql.raw(`'${TRUNCATE[by]}'`);
  const result = await db.execute(sql`select
      to_char(date_trunc(${period}, (created_at at time zone ${BRAND_TIME_ZONE})::date), 'YYYY-MM-DD') as "from",
      coalesce(sum(amount) filter (where kind = 'DEPOSIT'), 0) as deposits,
      coalesce(-sum(amount) filter (where kind in ('WITHDRAWAL', 'WITHDRAWAL_RELEASE')), 0) as withdrawals,
      coalesce(-sum(amount) filter (where kind in ${STAKE_KINDS}), 0) as stakes,
      coalesce(sum(amount) filter (where kind in ${WIN_KINDS}), 0) as wins
    from ledger_entries
    where member_id = ${memberId} and created_at >= ${brandDayStart(since)} and created_at <= ${now}
      and kind in ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RELEASE', 'BET', 'LOTTERY_BET', 'TRANSFER_IN',
        'WIN', 'LOTTERY_WIN', 'TRANSFER_OUT')
    group by 1
    order by 1 desc`);
  const rows = rowsOf<Sums & { from: string }>(result).map((row) => ({ from: row.from, ...figuresOf(row) }));
  const totals: ActivityFigures = { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, net: 0 };
  for (const row of rows) {
    totals.deposits += row.deposits;
    totals.withdrawals += row.withdrawals;
    totals.stakes += row.stakes;
    totals.wins += row.wins;
    totals.net += row.net;
  }
  return { by, since, rows, totals };
}
