import {
  type BetRecord,
  type BetRecordDetail,
  type BetRecordQuery,
  type BetRecordsResponse,
  RECORD_PAGE_SIZE,
  type TeamBetsResponse,
} from '@marquee/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { notFound } from '../../http/http-error';
import {
  type BetFilter,
  betTotals,
  LOTTERY_CATEGORY,
  LOTTERY_FROM,
  lotteryWhere,
  roundsWhere,
  rowsOf,
} from './bet-sources';
import { checkedPage, checkedRange } from './record-range';

const SORT_COLUMNS = {
  time: sql`placed`,
  stake: sql`stake`,
  payout: sql`payout`,
  winLoss: sql`win_loss`,
} as const;

interface RawRow {
  id: string;
  placed: string | Date;
  game: string | null;
  category: string;
  vendor: string;
  round_id: string;
  stake: string | number;
  valid_bet: string | number;
  payout: string | number;
  win_loss: string | number;
  settled: boolean;
  outcome?: unknown;
  play_type?: string | null;
  numbers?: string[] | null;
}

function toRecord(row: RawRow): BetRecord {
  return {
    id: row.id,
    time: new Date(row.placed).toISOString(),
    game: row.game ?? '',
    category: row.category,
    vendor: row.vendor,
    roundId: row.round_id,
    stake: Number(row.stake),
    validBet: Number(row.valid_bet),
    payout: Number(row.payout),
    winLoss: Number(row.win_loss),
    settled: row.settled,
  };
}

// the answered ids are the public ones; `n` (the serial) only breaks ties in the order
const ROUND_COLUMNS = sql`'G' || b.public_id as id, b.id as n, b.member_id, b.created_at as placed, b.node_id, null::text as game_code,
  b.category, b.vassalage as vendor, b.public_id as round_id, b.stake, b.stake as valid_bet, b.payout,
  b.payout - b.stake as win_loss, true as settled`;

const LOTTERY_COLUMNS = sql`'L' || lb.public_id as id, lb.id as n, lb.member_id, lb.placed_at as placed, null::int as node_id,
  d.game_code, ${LOTTERY_CATEGORY}::text as category, lg.vendor, d.public_id as round_id, lb.stake,
  case when d.status = 'SETTLED' then lb.stake else 0 end as valid_bet, lb.payout,
  case when d.status = 'SETTLED' then lb.payout - lb.stake else 0 end as win_loss,
  d.status = 'SETTLED' as settled`;

/**
 * The betting record: the member's game rounds and lottery bets in one list. Each branch is cut to
 * the rows the page can need (sorted by the same key, offset + page size) before the union, so the
 * first pages of a long history read a handful of index entries; the totals add up the whole
 * filter in one pass without the name joins.
 */
export async function betRecords(
  db: Db,
  memberId: number,
  query: BetRecordQuery,
  now: Date,
): Promise<BetRecordsResponse> {
  const { rows, ...page } = await betRecordPage(db, memberId, query, now);
  return { ...page, rows: rows.map(toRecord) };
}

/**
 * The betting record of a set of members (an agent's team, `members` a query of their ids, or
 * one of them), each row with its member's account.
 */
export async function teamBetRecords(
  db: Db,
  members: number | SQL,
  query: Omit<BetRecordQuery, 'status'>,
  now: Date,
): Promise<TeamBetsResponse> {
  const { rows, ...page } = await betRecordPage(db, members, query, now);
  return {
    ...page,
    rows: rows.map((row) => ({ ...toRecord(row), account: row.account, memberId: row.public_id })),
  };
}

async function betRecordPage(db: Db, memberId: number | SQL, query: BetRecordQuery, now: Date) {
  const range = checkedRange(query, now);
  const filter: BetFilter = { memberId, ...range, query };
  const rounds = roundsWhere(filter);
  const lottery = lotteryWhere(filter);

  const totals = await betTotals(db, filter);

  const totalPages = Math.ceil(totals.count / RECORD_PAGE_SIZE);
  const page = checkedPage(query.page ?? 1, totalPages);
  const offset = (page - 1) * RECORD_PAGE_SIZE;
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  const key = SORT_COLUMNS[query.sort ?? 'time'];
  const order = sql`${key} ${direction}, placed ${direction}, n ${direction}`;
  const cut = offset + RECORD_PAGE_SIZE;
  const pageBranches: SQL[] = [];
  if (rounds)
    pageBranches.push(
      sql`(select ${ROUND_COLUMNS} from bets b where ${rounds} order by ${order} limit ${cut})`,
    );
  if (lottery)
    pageBranches.push(
      sql`(select ${LOTTERY_COLUMNS} from ${LOTTERY_FROM} where ${lottery} order by ${order} limit ${cut})`,
    );
  let rows: (RawRow & { account: string; public_id: string })[] = [];
  if (pageBranches.length > 0 && totals.count > 0) {
    const language = query.language ?? 'EN';
    const result = await db.execute(sql`select r.*, coalesce(g.names ->> ${language}, g.names ->> 'EN',
        lg.names ->> ${language}, lg.names ->> 'EN') as game, m.account, m.public_id
      from (select * from (${sql.join(pageBranches, sql` union all `)}) u order by ${order} limit ${RECORD_PAGE_SIZE} offset ${offset}) r
      join members m on m.id = r.member_id
      left join games g on g.node_id = r.node_id
      left join lottery_games lg on lg.game_code = r.game_code
      order by ${order}`);
    rows = rowsOf<RawRow & { account: string; public_id: string }>(result);
  }
  return { rows, totals, page, pageSize: RECORD_PAGE_SIZE, totalRows: totals.count, totalPages };
}

/** `G` or `L` and the round's or the lottery bet's public id */
const BET_ID = /^([GL])([A-Za-z0-9_-]{1,40})$/;

/** One of the member's bets with what was played; another member's, or none, answers 404. */
export async function betRecordDetail(
  db: Db,
  memberId: number,
  id: string,
  language = 'EN',
): Promise<BetRecordDetail> {
  const match = BET_ID.exec(id);
  if (!match) throw notFound('no such bet');
  const publicId = match[2];
  const result =
    match[1] === 'G'
      ? await db.execute(sql`select ${ROUND_COLUMNS}, coalesce(g.names ->> ${language}, g.names ->> 'EN') as game,
          b.outcome, null as play_type, null as numbers
          from bets b join games g on g.node_id = b.node_id where b.public_id = ${publicId} and b.member_id = ${memberId}`)
      : await db.execute(sql`select ${LOTTERY_COLUMNS}, coalesce(lg.names ->> ${language}, lg.names ->> 'EN') as game,
          null as outcome, lb.play_type, lb.numbers
          from ${LOTTERY_FROM} where lb.public_id = ${publicId} and lb.member_id = ${memberId}`);
  const [row] = rowsOf<RawRow>(result);
  if (!row) throw notFound('no such bet');
  return {
    ...toRecord(row),
    outcome: row.outcome ?? null,
    playType: row.play_type ?? null,
    numbers: row.numbers ?? null,
  };
}
