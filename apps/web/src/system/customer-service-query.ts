import { type ApiClient, api, systemKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function customerServiceQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: systemKeys.customerService(),
    queryFn: ({ signal }) => client.call(api.system.customerService, undefined, { signal }),
  });
}

export function useCustomerServiceQuery() {
  return useQuery(customerServiceQueryOptions(useApiClient()));
}
