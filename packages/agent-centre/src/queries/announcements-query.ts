import { type AgentAnnouncementsQuery, agentCentreApi, agentCentreKeys } from '@marquee/api-client';
import { usePagedQuery } from './paged-query';

export function useAnnouncementsQuery(query: AgentAnnouncementsQuery) {
  return usePagedQuery(agentCentreApi.announcements, agentCentreKeys.announcements(query), query);
}
