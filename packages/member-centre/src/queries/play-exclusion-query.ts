import { playSafeApi, playSafeKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The member's time-out or self-exclusion, if any. */
export function usePlayExclusionQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: playSafeKeys.exclusion(),
    queryFn: ({ signal }) => client.call(playSafeApi.exclusion, undefined, { signal }),
    enabled: Boolean(token),
  });
}
