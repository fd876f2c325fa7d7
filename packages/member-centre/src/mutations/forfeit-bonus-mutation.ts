import { rewardsApi } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateRewardMoney } from './invalidate-reward-money';

/** Gives a bonus up: its list, the balance, the records and the withdraw page's wagering refetch. */
export function useForfeitBonusMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(rewardsApi.forfeit, { id }),
    onSettled: () => invalidateRewardMoney(queryClient),
  });
}
