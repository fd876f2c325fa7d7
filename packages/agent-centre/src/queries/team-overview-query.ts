import { agentCentreApi, agentCentreKeys, type TeamOverviewQuery } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useTeamOverviewQuery(query: TeamOverviewQuery, enabled: boolean) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: agentCentreKeys.overview(query),
    queryFn: ({ signal }) => client.call(agentCentreApi.overview, query, { signal }),
    enabled: Boolean(token) && enabled,
    // another range keeps the figures in place while it loads
    placeholderData: keepPreviousData,
  });
}
