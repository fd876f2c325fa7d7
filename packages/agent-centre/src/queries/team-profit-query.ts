import { agentCentreApi, agentCentreKeys, type TeamProfitQuery } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useTeamProfitQuery(query: TeamProfitQuery, enabled: boolean) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: agentCentreKeys.profit(query),
    queryFn: ({ signal }) => client.call(agentCentreApi.profit, query, { signal }),
    enabled: Boolean(token) && enabled,
    // another sort, page or range keeps the table in place while it loads
    placeholderData: keepPreviousData,
  });
}
