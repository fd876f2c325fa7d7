import { api, systemKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The brand's iOS and Android builds (system/appDownload). */
export function useAppReleasesQuery() {
  const client = useApiClient();
  return useQuery({
    queryKey: systemKeys.appDownload(),
    queryFn: ({ signal }) => client.call(api.system.appDownload, undefined, { signal }),
    select: (response) => response.releases,
    staleTime: 5 * 60_000,
  });
}
