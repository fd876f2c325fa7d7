import {
  type MemberType,
  RECORD_PAGE_SIZE,
  TEAM_ACTIVE_DAYS,
  type TeamMember,
  type TeamMembersQuery,
  type TeamMembersResponse,
} from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { likeEscape } from '../games/catalogue-query';
import { rowsOf } from '../records/bet-sources';
import { checkedPage } from '../records/record-range';
import { requireAgent, teamMember } from './team';

interface RawMember {
  public_id: string;
  account: string;
  nickname: string;
  is_agent: number;
  depth: number;
  created_at: string | Date;
  last_sign_in: string | Date | null;
  balance: string | number | null;
  direct: string | number;
  first_time_login: boolean;
  active: boolean;
  total_rows: string | number;
}

const toMember = (row: RawMember): TeamMember => ({
  id: row.public_id,
  account: row.account,
  nickname: row.nickname,
  type: Number(row.is_agent) as MemberType,
  level: Number(row.depth),
  registeredAt: new Date(row.created_at).toISOString(),
  lastSignInAt: row.last_sign_in === null ? null : new Date(row.last_sign_in).toISOString(),
  balance: Number(row.balance ?? 0),
  directDownlines: Number(row.direct),
  status: row.first_time_login ? 'FIRST_SIGN_IN' : row.active ? 'ACTIVE' : 'INACTIVE',
});

/**
 * Team management: one level of the agent's team (the agent's direct downlines, or those of a
 * member below them), or a username search at every level below the agent, a page at a time,
 * nearest levels first, then by username. Each row carries the member's own balance, latest
 * sign-in, how many direct downlines it has and its status (a bet in the last TEAM_ACTIVE_DAYS days
 * makes it active, each a look-up of the member's own bets by time).
 */
export async function teamMembers(
  db: Db,
  agentId: number,
  query: TeamMembersQuery,
  now: Date,
): Promise<TeamMembersResponse> {
  await requireAgent(db, agentId);
  let where = sql`t.depth = 1`;
  let path: TeamMembersResponse['path'] = [];
  if (query.account) {
    where = sql`lower(m.account) like ${`%${likeEscape(query.account.toLowerCase())}%`} escape '\\'`;
  } else if (query.parent) {
    const parent = await teamMember(db, agentId, query.parent);
    where = sql`m.upline_id = ${parent.id}`;
    path = rowsOf<{ public_id: string; account: string }>(
      await db.execute(sql`select m.public_id, m.account from member_tree t
        join members m on m.id = t.descendant_id
        where t.ancestor_id = ${agentId}
          and (t.descendant_id = ${parent.id}
            or t.descendant_id in (select ancestor_id from member_tree where descendant_id = ${parent.id}))
        order by t.depth`),
    ).map((row) => ({ id: row.public_id, account: row.account }));
  }
  const page = query.page ?? 1;
  const activeSince = new Date(now.getTime() - TEAM_ACTIVE_DAYS * 86_400_000).toISOString();
  const rows = rowsOf<RawMember>(
    await db.execute(sql`select m.public_id, m.account, m.nickname, m.is_agent, t.depth, m.created_at,
        (select max(s.at) from sign_ins s where s.member_id = m.id) as last_sign_in,
        w.balance,
        (select count(*) from member_tree c where c.ancestor_id = m.id and c.depth = 1) as direct,
        m.first_time_login,
        (exists (select 1 from bets b where b.member_id = m.id and b.created_at >= ${activeSince})
          or exists (select 1 from lottery_bets l where l.member_id = m.id and l.placed_at >= ${activeSince}))
          as active,
        count(*) over () as total_rows
      from member_tree t
      join members m on m.id = t.descendant_id
      left join wallets w on w.member_id = m.id
      where t.ancestor_id = ${agentId} and ${where}
      order by t.depth, lower(m.account), m.id
      limit ${RECORD_PAGE_SIZE} offset ${(page - 1) * RECORD_PAGE_SIZE}`),
  );
  const totalRows = rows.length > 0 ? Number(rows[0]!.total_rows) : await countOf(db, agentId, where, page);
  const totalPages = Math.ceil(totalRows / RECORD_PAGE_SIZE);
  checkedPage(page, totalPages);
  return { path, rows: rows.map(toMember), page, pageSize: RECORD_PAGE_SIZE, totalRows, totalPages };
}

/** A page past the end holds no row to read the count from: the count alone, to say which is last. */
async function countOf(
  db: Db,
  agentId: number,
  where: ReturnType<typeof sql>,
  page: number,
): Promise<number> {
  if (page === 1) return 0;
  const [row] = rowsOf<{ count: string | number }>(
    await db.execute(sql`select count(*) as count from member_tree t join members m on m.id = t.descendant_id
      where t.ancestor_id = ${agentId} and ${where}`),
  );
  return Number(row?.count ?? 0);
}
