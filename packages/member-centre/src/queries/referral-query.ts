import { referralApi, referralKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useReferralQuery(page: number) {
  const client = useApiClient();
  const token = useSessionToken();
  const query = { page };
  return useQuery({
    queryKey: referralKeys.summary(query),
    queryFn: ({ signal }) => client.call(referralApi.summary, query, { signal }),
    enabled: Boolean(token),
    // the next page keeps the table in place while it loads
    placeholderData: keepPreviousData,
    // a friend may have registered or deposited since: each visit asks again
    staleTime: 0,
  });
}
