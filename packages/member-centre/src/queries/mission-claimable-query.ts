import { missionKeys, missionsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** Missions complete and not yet claimed (the menu's badge); refreshed when the window regains focus. */
export function useMissionClaimableQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: missionKeys.claimable(),
    queryFn: ({ signal }) => client.call(missionsApi.claimable, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    select: (answer) => answer.count,
  });
}
