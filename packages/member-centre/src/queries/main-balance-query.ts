import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The main balance, under the header's key: a transfer that updates one updates both. */
export function useMainBalanceQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.balance(),
    queryFn: ({ signal }) => client.call(api.wallet.balance, undefined, { signal }),
    enabled: Boolean(token),
  });
}
