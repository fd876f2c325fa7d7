import { api, lotteryKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useLotteryLanguage } from './use-lottery-language';

/** The games the member bet on (signed in only). */
export function useRecentLotteryQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  const language = useLotteryLanguage();
  return useQuery({
    queryKey: lotteryKeys.recent(language),
    queryFn: token ? ({ signal }) => client.call(api.lottery.recent, { language }, { signal }) : skipToken,
  });
}
