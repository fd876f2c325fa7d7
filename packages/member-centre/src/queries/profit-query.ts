import { type ProfitQuery, recordKeys, recordsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useProfitQuery(query: ProfitQuery) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: recordKeys.profit(query),
    queryFn: ({ signal }) => client.call(recordsApi.profit, query, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
