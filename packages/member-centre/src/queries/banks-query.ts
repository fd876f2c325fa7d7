import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The brand's bank list changes with a release, not during a visit. */
export function useBanksQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.banks(),
    queryFn: ({ signal }) => client.call(api.security.banks, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
