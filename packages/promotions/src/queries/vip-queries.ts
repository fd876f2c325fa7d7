import { vipApi, vipKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/**
 * Signed in, the member's rank (level, figures and every level) under the member centre's own key,
 * so both pages share one answer; a visitor asks the levels alone.
 */
export function useVipQueries() {
  const client = useApiClient();
  const signedIn = Boolean(useSessionToken());
  const rank = useQuery({
    queryKey: vipKeys.rank(),
    queryFn: ({ signal }) => client.call(vipApi.rank, undefined, { signal }),
    enabled: signedIn,
    // every bet and deposit moves the figures: each visit asks again
    staleTime: 0,
  });
  const levels = useQuery({
    queryKey: vipKeys.levels(),
    queryFn: ({ signal }) => client.call(vipApi.levels, undefined, { signal }),
    enabled: !signedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { signedIn, rank, levels };
}
