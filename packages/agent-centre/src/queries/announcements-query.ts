import { type AgentAnnouncementsQuery, agentCentreApi, agentCentreKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useAnnouncementsQuery(query: AgentAnnouncementsQuery) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: agentCentreKeys.announcements(query),
    queryFn: ({ signal }) => client.call(agentCentreApi.announcements, query, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
