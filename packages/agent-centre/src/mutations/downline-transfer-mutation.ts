import {
  agentCentreApi,
  agentCentreKeys,
  type DownlineTransferRequest,
  memberKeys,
} from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Money to a direct downline: the team's balances and the agent's own (the header's too) are read again. */
export function useDownlineTransferMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DownlineTransferRequest) => client.call(agentCentreApi.transfer, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentCentreKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.balance() }),
      ]),
  });
}
