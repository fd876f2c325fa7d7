import { agentCentreApi, agentCentreKeys, type TeamProfitQuery } from '@marquee/api-client';
import { usePagedQuery } from './paged-query';

export function useTeamProfitQuery(query: TeamProfitQuery, enabled: boolean) {
  return usePagedQuery(agentCentreApi.profit, agentCentreKeys.profit(query), query, { enabled });
}
