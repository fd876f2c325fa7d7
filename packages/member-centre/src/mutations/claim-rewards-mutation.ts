import { rewardsApi } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateRewardMoney } from './invalidate-reward-money';

/**
 * Claims one reward (its id) or, without one, every waiting reward. Success or failure (claimed in
 * another tab, lapsed), the list, the badge, the bonuses, the balance, the records and the
 * withdraw page's wagering refetch, so the page shows what the platform now holds.
 */
export function useClaimRewardsMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null ? client.call(rewardsApi.claimAll) : client.call(rewardsApi.claim, { id }),
    onSettled: () => invalidateRewardMoney(queryClient),
  });
}
