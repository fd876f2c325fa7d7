import { api, type Country, systemKeys } from '@marquee/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';

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
