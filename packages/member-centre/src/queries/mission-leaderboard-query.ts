import { missionKeys, missionsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

export function useMissionLeaderboardQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: missionKeys.leaderboard(),
    queryFn: ({ signal }) => client.call(missionsApi.leaderboard, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
