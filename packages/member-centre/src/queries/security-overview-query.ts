import { securityApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { securityKeys } from './security-keys';

export function useSecurityOverviewQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: securityKeys.overview(),
    queryFn: ({ signal }) => client.call(securityApi.overview, undefined, { signal }),
    enabled: Boolean(token),
  });
}
