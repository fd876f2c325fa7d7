import { vipApi, vipKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

export function useVipRankQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: vipKeys.rank(),
    queryFn: ({ signal }) => client.call(vipApi.rank, undefined, { signal }),
    enabled: Boolean(token),
    // every bet and deposit moves the figures: each visit asks again
    staleTime: 0,
  });
}
