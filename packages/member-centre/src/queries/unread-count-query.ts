import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** Unread messages; refreshed when the window regains focus and after every money action. */
export function useUnreadCountQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.unreadCount(),
    queryFn: ({ signal }) => client.call(api.member.unreadMessages, undefined, { signal }),
    enabled: Boolean(token),
    refetchOnWindowFocus: 'always',
    select: (answer) => answer.count,
  });
}
