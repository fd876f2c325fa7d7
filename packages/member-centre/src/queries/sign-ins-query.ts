import { securityApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { securityKeys } from './security-keys';

export function useSignInsQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: securityKeys.signIns(),
    queryFn: ({ signal }) => client.call(securityApi.signIns, undefined, { signal }),
    enabled: Boolean(token),
  });
}
