import { api, type BalanceResponse, memberKeys } from '@marquee/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';
import { useSessionToken } from '../session/session-store';

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
