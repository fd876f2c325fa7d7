import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** One vendor wallet's balance (integer minor units), refreshed on its own. */
export function useVendorBalanceQuery(vassalage: string) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.vendorBalance(vassalage),
    queryFn: async ({ signal }) =>
      (await client.call(api.wallet.vendorBalance, { vassalage }, { signal })).balance,
    enabled: Boolean(token),
  });
}
