import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The brand's welcome bonus and whether this member's first deposit can still earn it. */
export function useWelcomeBonusQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.welcomeBonus(),
    queryFn: ({ signal }) => client.call(api.deposit.welcomeBonus, undefined, { signal }),
    enabled: Boolean(token),
  });
}
