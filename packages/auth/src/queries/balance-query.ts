import { api, type BalanceResponse, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';

/** Wallet balance in integer minor units; refreshed on demand by the header (a click on it). */
export function useBalanceQuery(): UseQueryResult<BalanceResponse> {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.balance(),
    queryFn: ({ signal }) => client.call(api.wallet.balance, undefined, { signal }),
    enabled: Boolean(token),
  });
}
