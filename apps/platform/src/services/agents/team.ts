import { isAgentAccount, type RecordRange } from '@marquee/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { fail } from '../../http/http-error';
import { rowsOf } from '../records/bet-sources';
import { checkedRange } from '../records/record-range';

/**
 * Who may see a team: an agent (isAgent 1, 2, 41 or 42), and only their own team, read from the
 * closure table `member_tree` (every member and each upline above it, with the levels between).
 */

/** The caller as an agent, or 403 NOT_AN_AGENT (a member, a trial account). */
export async function requireAgent(db: Db, memberId: number): Promise<void> {
  const [row] = rowsOf<{ is_agent: number }>(
    await db.execute(sql`select is_agent from members where id = ${memberId}`),
  );
  if (!row || !isAgentAccount(row.is_agent)) throw fail(403, 'NOT_AN_AGENT');
}

/** The ids of everyone below the agent, at any level: one range of the closure table's key. */
export const teamOf = (agentId: number): SQL =>
  sql`select descendant_id from member_tree where ancestor_id = ${agentId}`;

export interface TeamMemberRef {
  id: number;
  account: string;
  /** levels below the agent (1: a direct downline) */
  level: number;
}

/**
 * A member of the agent's team by public id; anyone else (another agent's member, the agent
 * themself, an unknown id) is 404 NOT_IN_TEAM, the same answer, so an id tells nothing about
 * members outside the team.
 */
export async function teamMember(db: Db, agentId: number, publicId: string): Promise<TeamMemberRef> {
  const [row] = rowsOf<{ id: number; account: string; depth: number }>(
    await db.execute(sql`select m.id, m.account, t.depth from members m
      join member_tree t on t.descendant_id = m.id and t.ancestor_id = ${agentId}
      where m.public_id = ${publicId}`),
  );
  if (!row) throw fail(404, 'NOT_IN_TEAM');
  return { id: Number(row.id), account: row.account, level: Number(row.depth) };
}

/**
 * What every team report starts from: the caller known to be an agent, and the checked range (as
 * instants in ISO text).
 */
export async function teamReport(db: Db, agentId: number, query: RecordRange, now: Date) {
  await requireAgent(db, agentId);
  const range = checkedRange(query, now);
  return { from: range.from.toISOString(), until: range.until.toISOString() };
}
