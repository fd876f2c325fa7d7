import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

export function useSignInsQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.signIns(),
    queryFn: ({ signal }) => client.call(api.security.signIns, undefined, { signal }),
    enabled: Boolean(token),
  });
}
