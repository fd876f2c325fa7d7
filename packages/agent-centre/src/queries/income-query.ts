import { type AgentIncomeQuery, agentCentreKeys, agentContractApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useIncomeQuery(query: AgentIncomeQuery, enabled: boolean) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: agentCentreKeys.income(query),
    queryFn: ({ signal }) => client.call(agentContractApi.income, query, { signal }),
    enabled: Boolean(token) && enabled,
    placeholderData: keepPreviousData,
    // a settlement runs every five minutes: each visit asks again
    staleTime: 0,
  });
}
