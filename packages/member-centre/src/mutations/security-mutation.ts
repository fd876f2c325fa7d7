import { type Endpoint, memberKeys, type RequestOf, type ResponseOf } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityKeys } from '../queries/security-keys';

/**
 * A change to my account's settings: on success every settings query and the member info (the
 * nickname, the real name) refetch.
 */
export function useSecurityMutation<E extends Endpoint<unknown, unknown>>(endpoint: E) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ResponseOf<E>, Error, RequestOf<E>>({
    mutationFn: (input) => client.call(endpoint, input as never) as Promise<ResponseOf<E>>,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: securityKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.info() }),
      ]);
    },
  });
}
