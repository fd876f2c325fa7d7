import { missionKeys, missionsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The missions with the member's progress: fetched on every visit, as rounds played elsewhere move it. */
export function useMissionSummaryQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: missionKeys.summary(),
    queryFn: ({ signal }) => client.call(missionsApi.summary, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
