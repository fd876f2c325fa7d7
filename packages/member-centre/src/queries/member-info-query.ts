import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

export function useMemberInfoQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.info(),
    queryFn: ({ signal }) => client.call(api.member.info, undefined, { signal }),
    enabled: Boolean(token),
  });
}
