import { type ApiClient, api, systemKeys } from '@marquee/api-client';
import { queryOptions } from '@tanstack/react-query';

export function customerServiceQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: systemKeys.customerService(),
    queryFn: ({ signal }) => client.call(api.system.customerService, undefined, { signal }),
  });
}
