import { agentCentreKeys, agentContractApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The agent's own contracts, the offers waiting for them and what they gave: the menu reads it too. */
export function useContractsQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: agentCentreKeys.contracts(),
    queryFn: ({ signal }) => client.call(agentContractApi.list, undefined, { signal }),
    enabled: Boolean(token),
  });
}
