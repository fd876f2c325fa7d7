import {
  agentCentreKeys,
  agentContractApi,
  type ContractFinishRequest,
  type ContractOfferRequest,
} from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every contract call changes the lists: the agent's contracts and the team's are read again. */
function useContractMutation<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentCentreKeys.all }),
  });
}

export function useContractOfferMutation() {
  const client = useApiClient();
  return useContractMutation((input: ContractOfferRequest) => client.call(agentContractApi.offer, input));
}

export function useContractFinishMutation() {
  const client = useApiClient();
  return useContractMutation((input: ContractFinishRequest) => client.call(agentContractApi.finish, input));
}
