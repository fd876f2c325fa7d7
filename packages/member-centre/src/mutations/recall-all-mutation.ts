import { api, memberKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every vendor balance back to main; afterwards every balance on screen is read again. */
export function useRecallAllMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => client.call(api.wallet.recallAll, { idempotencyKey }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.balance() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.vendorBalances() }),
      ]),
  });
}
