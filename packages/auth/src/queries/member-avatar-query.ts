import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in member's drawn initials avatar (null: none); idle for visitors and while `wanted`
 * is false (a member who chose an avatar does not need it).
 */
export function useMemberAvatarQuery(wanted: boolean) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.avatar(),
    queryFn: ({ signal }) => client.call(api.member.avatar, undefined, { signal }),
    enabled: Boolean(token) && wanted,
    select: (response) => response.avatarUrl,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
