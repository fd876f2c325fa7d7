import { realityCheckApi, realityCheckKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The member's reality-check interval, under the key the game frame's figures are read again by. */
export function useRealityCheckQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: realityCheckKeys.setting(),
    queryFn: ({ signal }) => client.call(realityCheckApi.setting, undefined, { signal }),
    enabled: Boolean(token),
  });
}
