import { agentCentreApi, agentCentreKeys, type TeamMembersQuery } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useTeamMembersQuery(query: TeamMembersQuery) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: agentCentreKeys.members(query),
    queryFn: ({ signal }) => client.call(agentCentreApi.members, query, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    // a downline may have registered, signed in or been paid since: each visit asks again
    staleTime: 0,
  });
}
