import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

export function useSecurityOverviewQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.securityOverview(),
    queryFn: ({ signal }) => client.call(api.security.overview, undefined, { signal }),
    enabled: Boolean(token),
  });
}
