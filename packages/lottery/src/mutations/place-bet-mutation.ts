import {
  api,
  type BalanceResponse,
  lotteryKeys,
  memberKeys,
  type PlaceBetRequest,
} from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Places a slip; the header's balance takes the new figure at once, the member's lists reload. */
export function usePlaceBetMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PlaceBetRequest) => client.call(api.lottery.placeBet, request),
    onSuccess: ({ balance }) => {
      queryClient.setQueryData<BalanceResponse>(memberKeys.balance(), (old) =>
        old ? { ...old, sumBalance: balance } : old,
      );
      void queryClient.invalidateQueries({ queryKey: memberKeys.balance() });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.mine() });
    },
  });
}
