import type { Endpoint, RequestOf } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';

interface PagedQueryOptions {
  /** false while the page's filters are not ones the platform would take */
  enabled?: boolean;
  /** 0 where each visit must ask again (money settled since); the client's default otherwise */
  staleTime?: number;
}

/**
 * A report of the agent centre, asked with the session: another period, filter, sort or page keeps
 * the answer shown in place until the new one arrives, instead of blanking the table.
 */
export function usePagedQuery<E extends Endpoint<unknown, unknown>>(
  endpoint: E,
  queryKey: QueryKey,
  query: RequestOf<E>,
  { enabled = true, staleTime }: PagedQueryOptions = {},
) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => client.call(endpoint, query, { signal }),
    enabled: Boolean(token) && enabled,
    placeholderData: keepPreviousData,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
