import { type ApiClient, firstVisitApi, systemKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The platform picks the white-label brand by the host the app is served from. */
export function permissionQueryOptions(client: ApiClient, host: string) {
  return queryOptions({
    queryKey: systemKeys.whitelabel(host),
    queryFn: ({ signal }) => client.call(firstVisitApi.whitelabel, { url: host }, { signal }),
    // Brand features and resources do not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The host the page is served from; none while home is prerendered at build time (nothing is fetched then). */
export function pageHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

export function usePermissionQuery() {
  return useQuery(permissionQueryOptions(useApiClient(), pageHost()));
}
