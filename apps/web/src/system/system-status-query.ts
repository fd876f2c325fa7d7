import { type ApiClient, firstVisitApi, systemKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function systemStatusQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => client.call(firstVisitApi.systemStatus, undefined, { signal }),
  });
}

export function useSystemStatusQuery() {
  return useQuery(systemStatusQueryOptions(useApiClient()));
}
