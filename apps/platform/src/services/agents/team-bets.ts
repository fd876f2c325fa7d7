import type { TeamBetsQuery, TeamBetsResponse } from '@marquee/api-client/contract';
import type { Db } from '../../db/open';
import { teamBetRecords } from '../records/bet-records';
import { requireAgent, teamMember, teamOf } from './team';

/** Team betting: the betting record over the whole team, or over one member of it. */
export async function teamBets(
  db: Db,
  agentId: number,
  query: TeamBetsQuery,
  now: Date,
): Promise<TeamBetsResponse> {
  await requireAgent(db, agentId);
  const { member, ...filters } = query;
  const members = member ? (await teamMember(db, agentId, member)).id : teamOf(agentId);
  return teamBetRecords(db, members, filters, now);
}
