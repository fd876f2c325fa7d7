import { memberKeys, recordKeys, rewardKeys, rewardsApi } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalKeys } from '../queries/withdrawal-keys';

/** Gives a bonus up: its list, the balance, the records and the withdraw page's wagering refetch. */
export function useForfeitBonusMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(rewardsApi.forfeit, { id }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.balance() }),
        queryClient.invalidateQueries({ queryKey: recordKeys.all }),
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
      ]),
  });
}
