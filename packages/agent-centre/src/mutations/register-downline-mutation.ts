import { agentCentreApi, agentCentreKeys, type DownlineRegisterRequest } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A new account directly below the agent: the team's lists and figures are read again. */
export function useRegisterDownlineMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DownlineRegisterRequest) => client.call(agentCentreApi.register, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentCentreKeys.all }),
  });
}
