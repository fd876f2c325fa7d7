import { type ApiClient, api, type MemberIconResponse, memberKeys } from '@marquee/api-client';
import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';
import { useSessionToken } from '../store/session-store';

/**
 * The avatar the member chose from the brand's set, one cache entry for the header and the member
 * centre's picker (whose choice writes it).
 */
function memberIconQueryOptions(client: ApiClient, token: string | null) {
  return queryOptions({
    queryKey: memberKeys.icon(),
    queryFn: ({ signal }) => client.call(api.member.icon, undefined, { signal }),
    // the call needs a token: idle for visitors
    enabled: Boolean(token),
    // only the member changes it, through the picker, which writes the answer into the cache
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMemberIconQuery(): UseQueryResult<MemberIconResponse> {
  return useQuery(memberIconQueryOptions(useApiClient(), useSessionToken()));
}
