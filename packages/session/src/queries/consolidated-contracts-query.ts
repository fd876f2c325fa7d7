import { agentCentreKeys, agentContractApi, type ConsolidatedContracts } from '@marquee/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';
import { useSessionToken } from '../store/session-store';

/**
 * The consolidated contract info: per contract kind the offer waiting for the member's answer and
 * their active contract, with the flags of what waits. Asked only while `enabled` (the brand's
 * AGENTPOLICY3, which the shell reads; the platform refuses the call without it) and signed in.
 */
export function useConsolidatedContractsQuery(enabled: boolean): UseQueryResult<ConsolidatedContracts> {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: agentCentreKeys.consolidated(),
    queryFn: ({ signal }) => client.call(agentContractApi.consolidated, undefined, { signal }),
    enabled: enabled && Boolean(token),
  });
}
