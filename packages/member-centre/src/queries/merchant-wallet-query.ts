import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** Whether the brand's merchant wallet is single, and the vendors that run wallets of their own. */
export function useMerchantWalletQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.merchantWallet(),
    queryFn: ({ signal }) => client.call(api.wallet.merchantWallet, undefined, { signal }),
    enabled: Boolean(token),
  });
}
