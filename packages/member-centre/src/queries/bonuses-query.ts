import { rewardKeys, rewardsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

export function useBonusesQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: rewardKeys.bonuses(),
    queryFn: ({ signal }) => client.call(rewardsApi.bonuses, undefined, { signal }),
    enabled: Boolean(token),
    select: (answer) => answer.bonuses,
  });
}
