import { type AgentTransactionsQuery, agentCentreKeys, agentContractApi } from '@marquee/api-client';
import { usePagedQuery } from './paged-query';

export function useTransactionsQuery(query: AgentTransactionsQuery, enabled: boolean) {
  // a transfer or a settlement may have moved money since: each visit asks again
  return usePagedQuery(agentContractApi.transactions, agentCentreKeys.transactions(query), query, {
    enabled,
    staleTime: 0,
  });
}
