import { firstVisitApi, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { skipToken, useQuery } from '@tanstack/react-query';

/** The member's favourite game ids, as a Set; empty for visitors. */
export function useFavouriteIdsQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.favouriteIds(),
    queryFn: token
      ? ({ signal }) => client.call(firstVisitApi.favouriteIds, undefined, { signal })
      : skipToken,
    select: (ids) => new Set(ids),
  });
}
