import type { Endpoint, RequestOf, ResponseOf } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A call of one contract endpoint; on success the queries under each of `refetch` are read again. */
export function useEndpointMutation<E extends Endpoint<unknown, unknown>>(
  endpoint: E,
  refetch: readonly QueryKey[],
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ResponseOf<E>, Error, RequestOf<E>>({
    mutationFn: (input) => client.call(endpoint, input as never) as Promise<ResponseOf<E>>,
    onSuccess: async () => {
      await Promise.all(refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
