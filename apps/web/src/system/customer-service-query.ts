import { type ApiClient, api, systemKeys } from '@marquee/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';

export function customerServiceQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: systemKeys.customerService(),
    queryFn: ({ signal }) => client.call(api.system.customerService, undefined, { signal }),
  });
}

export function useCustomerServiceQuery() {
  return useQuery(customerServiceQueryOptions(useApiClient()));
}
