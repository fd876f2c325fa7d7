import { agentCentreApi, agentCentreKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

export function useInvitationQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: agentCentreKeys.invitation(),
    queryFn: ({ signal }) => client.call(agentCentreApi.invitation, undefined, { signal }),
    enabled: Boolean(token),
    // an agent's code never changes
    staleTime: Number.POSITIVE_INFINITY,
  });
}
