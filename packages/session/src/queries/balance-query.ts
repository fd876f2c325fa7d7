import { type ApiClient, api, type BalanceResponse, memberKeys } from '@marquee/api-client';
import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';
import { useSessionToken } from '../store/session-store';

/**
 * The main wallet's balance in integer minor units: the header shows it and the wallet pages move
 * money with it, so a transfer that refreshes one refreshes both.
 */
function balanceQueryOptions(client: ApiClient, token: string | null) {
  return queryOptions({
    queryKey: memberKeys.balance(),
    queryFn: ({ signal }) => client.call(api.wallet.balance, undefined, { signal }),
    enabled: Boolean(token),
  });
}

export function useBalanceQuery(): UseQueryResult<BalanceResponse> {
  return useQuery(balanceQueryOptions(useApiClient(), useSessionToken()));
}
