import { playSafeApi, playSafeKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The member's limits, what each period has used, and their history. */
export function usePlayLimitsQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: playSafeKeys.limits(),
    queryFn: ({ signal }) => client.call(playSafeApi.limits, undefined, { signal }),
    enabled: Boolean(token),
    // every stake and deposit moves what a period has used
    staleTime: 0,
  });
}
