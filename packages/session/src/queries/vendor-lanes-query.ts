import { type ApiClient, firstVisitApi, type VendorLane, vendorKeys } from '@marquee/api-client';
import { queryOptions, skipToken, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';
import { readCachedLanes, saveCachedLanes } from './vendor-lanes-cache';

/**
 * The brand's vendor lanes, kept in session storage so a reload in the same tab paints the
 * navigation at once; older than the stale time, they are fetched again behind it. A shell may
 * prefetch them with these options as soon as it knows the merchant.
 */
export function vendorLanesQueryOptions(client: ApiClient, merchantCode: string) {
  return queryOptions({
    queryKey: vendorKeys.lanes(merchantCode),
    queryFn: merchantCode
      ? async ({ signal }) => {
          const response = await client.call(firstVisitApi.vendorLanes, { merchantCode }, { signal });
          saveCachedLanes(merchantCode, response);
          return response;
        }
      : skipToken,
    initialData: () => readCachedLanes(merchantCode)?.response,
    initialDataUpdatedAt: () => readCachedLanes(merchantCode)?.savedAt,
    staleTime: 5 * 60_000,
  });
}

export function useVendorLanesQuery(merchantCode: string): UseQueryResult<readonly VendorLane[]> {
  return useQuery({
    ...vendorLanesQueryOptions(useApiClient(), merchantCode),
    select: (response) => response.data.lanes,
  });
}
