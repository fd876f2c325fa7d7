import { api, supportKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The brand's word-count bounds and the member's own feedback with the replies. */
export function useFeedbackQuery() {
  const client = useApiClient();
  return useQuery({
    queryKey: supportKeys.feedback(),
    queryFn: ({ signal }) => client.call(api.feedback.list, undefined, { signal }),
  });
}
