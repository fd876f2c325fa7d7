import { memberKeys, missionKeys, missionsApi } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Claims a mission's reward. Whatever the answer (credited, or already claimed from another tab),
 * the missions, the badge and the balances refetch, so the page shows what the platform holds.
 */
export function useClaimMissionMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (missionId: string) => client.call(missionsApi.claim, { missionId }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: missionKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.balance() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.merchantWallet() }),
      ]),
  });
}
