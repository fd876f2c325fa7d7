import { api, type MemberInfo, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';

/** The signed-in member; idle for visitors because the call needs a token. */
export function useMemberInfoQuery(): UseQueryResult<MemberInfo> {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.info(),
    queryFn: ({ signal }) => client.call(api.member.info, undefined, { signal }),
    enabled: Boolean(token),
  });
}
