import { type ActivityPeriod, playSafeApi, playSafeKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** "My activity" per day, week or month; the table keeps the last answer while another period loads. */
export function useActivityQuery(by: ActivityPeriod) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: playSafeKeys.activity(by),
    queryFn: ({ signal }) => client.call(playSafeApi.activity, { by }, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
