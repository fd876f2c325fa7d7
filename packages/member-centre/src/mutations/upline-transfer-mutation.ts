import { memberKeys, type UplineTransferRequest, uplineTransferApi } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uplineTransferKeys } from '../queries/upline-transfer-keys';
import { useInboxRefresh } from './use-inbox-refresh';

/**
 * A transfer to the upline: on success the page's balance, the header's balance and the inbox
 * (the transfer's message) refetch.
 */
export function useUplineTransferMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refreshInbox = useInboxRefresh();
  return useMutation({
    mutationFn: (input: UplineTransferRequest) => client.call(uplineTransferApi.transfer, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: uplineTransferKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.balance() }),
        refreshInbox(),
      ]);
    },
  });
}
