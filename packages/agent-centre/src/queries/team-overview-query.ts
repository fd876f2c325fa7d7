import { agentCentreApi, agentCentreKeys, type TeamOverviewQuery } from '@marquee/api-client';
import { usePagedQuery } from './paged-query';

export function useTeamOverviewQuery(query: TeamOverviewQuery, enabled: boolean) {
  return usePagedQuery(agentCentreApi.overview, agentCentreKeys.overview(query), query, { enabled });
}
