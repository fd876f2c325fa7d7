import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The signed-in member's avatar address (null: none set); idle for visitors. */
export function useMemberAvatarQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.avatar(),
    queryFn: ({ signal }) => client.call(api.member.avatar, undefined, { signal }),
    enabled: Boolean(token),
    select: (response) => response.avatarUrl,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
