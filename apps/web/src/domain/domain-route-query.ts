import { firstVisitApi, systemKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** Whether the platform counts the host the app is served from among the brand's domains. */
export function useDomainRouteQuery() {
  const client = useApiClient();
  const host = window.location.host;
  return useQuery({
    queryKey: systemKeys.domainRoute(host),
    queryFn: ({ signal }) => client.call(firstVisitApi.domainRoute, { url: host }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
