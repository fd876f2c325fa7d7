import { recordKeys, recordsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

export function useBetDetailQuery(id: string, language: string) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: recordKeys.bet(id, language),
    queryFn: ({ signal }) => client.call(recordsApi.bet, { id, language }, { signal }),
    enabled: Boolean(token),
  });
}
