import { type ApiClient, api, systemKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function systemStatusQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => client.call(api.system.status, undefined, { signal }),
  });
}

export function useSystemStatusQuery() {
  return useQuery(systemStatusQueryOptions(useApiClient()));
}
