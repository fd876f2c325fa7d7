import { api, supportKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The affiliate programme; signed in, with the member's latest application. */
export function useAffiliateQuery() {
  const client = useApiClient();
  const signedIn = Boolean(useSessionToken());
  return useQuery({
    queryKey: supportKeys.affiliate(signedIn),
    queryFn: ({ signal }) => client.call(api.agent.affiliate, undefined, { signal }),
  });
}
