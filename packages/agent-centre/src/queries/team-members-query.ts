import { agentCentreApi, agentCentreKeys, type TeamMembersQuery } from '@marquee/api-client';
import { usePagedQuery } from './paged-query';

export function useTeamMembersQuery(query: TeamMembersQuery) {
  // a downline may have registered, signed in or been paid since: each visit asks again
  return usePagedQuery(agentCentreApi.members, agentCentreKeys.members(query), query, { staleTime: 0 });
}
