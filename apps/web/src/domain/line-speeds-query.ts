import { api, domainKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { byLineSpeed, type LineSpeed, measureLine } from './measure-line';

/**
 * The brand's domains (routers.domains) with the speed this browser measured to each, the current
 * domain among them: measured once per page, all lines at once.
 */
export function useLineSpeedsQuery() {
  const client = useApiClient();
  return useQuery({
    queryKey: domainKeys.list(),
    queryFn: async ({ signal }): Promise<LineSpeed[]> => {
      const { domainList } = await client.call(api.routers.domains, undefined, { signal });
      const current = window.location.host;
      const domains = [
        current,
        ...domainList.map((entry) => entry.domain).filter((domain) => domain !== current),
      ];
      return byLineSpeed(await Promise.all(domains.map((domain) => measureLine(domain))));
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
