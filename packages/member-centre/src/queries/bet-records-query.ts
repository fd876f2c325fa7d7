import { type BetRecordQuery, recordKeys, recordsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useBetRecordsQuery(query: BetRecordQuery) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: recordKeys.bets(query),
    queryFn: ({ signal }) => client.call(recordsApi.bets, query, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
