import { api, type Country, systemKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';

/** Dialling codes for the country selector; static for a brand, so never refetched on focus. */
export function useCountriesQuery(enabled = true): UseQueryResult<Country[]> {
  const client = useApiClient();
  return useQuery({
    queryKey: systemKeys.countries(),
    queryFn: ({ signal }) => client.call(api.system.countries, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
