import { securityApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { securityKeys } from './security-keys';

/** The brand's bank list changes with a release, not during a visit. */
export function useBanksQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: securityKeys.banks(),
    queryFn: ({ signal }) => client.call(securityApi.banks, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
