import { type ApiClient, api, vendorKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/auth';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

/** `merchantCode` is undefined until the permission response names the merchant. */
export function vendorLanesQueryOptions(client: ApiClient, merchantCode: string | undefined) {
  return queryOptions({
    queryKey: vendorKeys.lanes(merchantCode ?? ''),
    queryFn: merchantCode
      ? ({ signal }) => client.call(api.games.vendors, { merchantCode }, { signal })
      : skipToken,
    staleTime: 5 * 60_000,
  });
}

export function useVendorLanesQuery(merchantCode: string | undefined) {
  return useQuery(vendorLanesQueryOptions(useApiClient(), merchantCode));
}
