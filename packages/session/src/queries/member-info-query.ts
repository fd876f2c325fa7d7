import { type ApiClient, firstVisitApi, type MemberInfo, memberKeys } from '@marquee/api-client';
import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';
import { useSessionToken } from '../store/session-store';

/** The signed-in member, one cache entry for every feature that reads it. */
function memberInfoQueryOptions(client: ApiClient, token: string | null) {
  return queryOptions({
    queryKey: memberKeys.info(),
    queryFn: ({ signal }) => client.call(firstVisitApi.memberInfo, undefined, { signal }),
    // the call needs a token: idle for visitors
    enabled: Boolean(token),
  });
}

export function useMemberInfoQuery(): UseQueryResult<MemberInfo> {
  return useQuery(memberInfoQueryOptions(useApiClient(), useSessionToken()));
}
