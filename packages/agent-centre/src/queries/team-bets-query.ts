import { agentCentreApi, agentCentreKeys, type TeamBetsQuery } from '@marquee/api-client';
import { usePagedQuery } from './paged-query';

export function useTeamBetsQuery(query: TeamBetsQuery, enabled: boolean) {
  return usePagedQuery(agentCentreApi.bets, agentCentreKeys.bets(query), query, { enabled });
}
