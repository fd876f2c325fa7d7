import { withdrawalApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { withdrawalKeys } from './withdrawal-keys';

/** The member's recent withdrawals; a review happens elsewhere, so they refresh when the window regains focus. */
export function useWithdrawalOrdersQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: withdrawalKeys.orders(),
    queryFn: async ({ signal }) => (await client.call(withdrawalApi.orders, undefined, { signal })).orders,
    enabled: Boolean(token),
    refetchOnWindowFocus: 'always',
  });
}
