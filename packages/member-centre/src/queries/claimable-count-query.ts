import { rewardKeys, rewardsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The reward centre's badge: rewards waiting to be claimed; refreshed on focus and after a claim. */
export function useClaimableCountQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: rewardKeys.claimableCount(),
    queryFn: ({ signal }) => client.call(rewardsApi.claimableCount, undefined, { signal }),
    enabled: Boolean(token),
    refetchOnWindowFocus: 'always',
    select: (answer) => answer.count,
  });
}
