import { type AgentIncomeQuery, agentCentreKeys, agentContractApi } from '@marquee/api-client';
import { usePagedQuery } from './paged-query';

export function useIncomeQuery(query: AgentIncomeQuery, enabled: boolean) {
  // a settlement runs every five minutes: each visit asks again
  return usePagedQuery(agentContractApi.income, agentCentreKeys.income(query), query, {
    enabled,
    staleTime: 0,
  });
}
