import { agentCentreApi, agentCentreKeys, type TeamBetsQuery } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useTeamBetsQuery(query: TeamBetsQuery, enabled: boolean) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: agentCentreKeys.bets(query),
    queryFn: ({ signal }) => client.call(agentCentreApi.bets, query, { signal }),
    enabled: Boolean(token) && enabled,
    placeholderData: keepPreviousData,
  });
}
