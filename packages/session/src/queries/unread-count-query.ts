import { type ApiClient, api, memberKeys } from '@marquee/api-client';
import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';
import { useSessionToken } from '../store/session-store';

/** Unread messages; refreshed when the window regains focus and after every money action. */
function unreadCountQueryOptions(client: ApiClient, token: string | null) {
  return queryOptions({
    queryKey: memberKeys.unreadCount(),
    queryFn: ({ signal }) => client.call(api.member.unreadMessages, undefined, { signal }),
    enabled: Boolean(token),
    refetchOnWindowFocus: 'always',
    select: (answer) => answer.count,
  });
}

export function useUnreadCountQuery(): UseQueryResult<number> {
  return useQuery(unreadCountQueryOptions(useApiClient(), useSessionToken()));
}
