import { agentCentreKeys, agentContractApi, type ContractDecisionRequest } from '@marquee/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';

/**
 * A downline's answer to a contract offer, from the agent centre or a member's page: on success
 * every contract answer of either (the agent centre's lists, the consolidated info) is read again.
 */
export function useContractDecisionMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractDecisionRequest) => client.call(agentContractApi.decide, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentCentreKeys.all }),
  });
}
