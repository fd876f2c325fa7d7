import { type AgentTransactionsQuery, agentCentreKeys, agentContractApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useTransactionsQuery(query: AgentTransactionsQuery, enabled: boolean) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: agentCentreKeys.transactions(query),
    queryFn: ({ signal }) => client.call(agentContractApi.transactions, query, { signal }),
    enabled: Boolean(token) && enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
