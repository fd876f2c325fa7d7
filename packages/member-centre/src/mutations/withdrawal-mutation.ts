import { type Endpoint, memberKeys, type RequestOf, type ResponseOf } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalKeys } from '../queries/withdrawal-keys';

/**
 * A withdrawal or its confirmation: on success the page's queries refetch, and the balance in the
 * header follows the amount held.
 */
export function useWithdrawalMutation<E extends Endpoint<unknown, unknown>>(endpoint: E) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ResponseOf<E>, Error, RequestOf<E>>({
    mutationFn: (input) => client.call(endpoint, input as never) as Promise<ResponseOf<E>>,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.balance() }),
      ]);
    },
  });
}
