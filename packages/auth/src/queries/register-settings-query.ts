import { api, type RegistrationFieldRule, systemKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';

/** The registration field rules change only with a brand deployment, so one fetch per page life. */
export function useRegisterSettingsQuery(): UseQueryResult<RegistrationFieldRule[]> {
  const client = useApiClient();
  return useQuery({
    queryKey: systemKeys.registerSettings(),
    queryFn: ({ signal }) => client.call(api.system.registerSettings, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
