import { rewardKeys, rewardsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

export function useWaitingRewardsQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: rewardKeys.waiting(),
    queryFn: ({ signal }) => client.call(rewardsApi.waiting, undefined, { signal }),
    enabled: Boolean(token),
    select: (answer) => answer.rewards,
  });
}
