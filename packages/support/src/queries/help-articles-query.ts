import { api, type HelpCenterResponse, systemKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The help centre in `language` (system/helpCenter); the last one stays shown while another loads. */
export function useHelpArticlesQuery(language: HelpCenterResponse['language']) {
  const client = useApiClient();
  return useQuery({
    queryKey: systemKeys.helpCenter(language),
    queryFn: ({ signal }) => client.call(api.system.helpCenter, { language }, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
