import { type ApiClient, api, systemKeys } from '@marquee/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';

export function systemStatusQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => client.call(api.system.status, undefined, { signal }),
  });
}

export function useSystemStatusQuery() {
  return useQuery(systemStatusQueryOptions(useApiClient()));
}
