import { type AccountRecordQuery, recordKeys, recordsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useAccountRecordsQuery(query: AccountRecordQuery) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: recordKeys.account(query),
    queryFn: ({ signal }) => client.call(recordsApi.account, query, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
