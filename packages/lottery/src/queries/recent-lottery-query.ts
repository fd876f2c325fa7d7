import { api, lotteryKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { skipToken, useQuery } from '@tanstack/react-query';
import { measuredFrom } from '../shared/server-clock';
import { useLotteryLanguage } from './use-lottery-language';

/** The games the member bet on (signed in only). */
export function useRecentLotteryQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  const language = useLotteryLanguage();
  return useQuery({
    queryKey: lotteryKeys.recent(language),
    queryFn: token
      ? async ({ signal }) => {
          const games = await client.call(api.lottery.recent, { language }, { signal });
          return measuredFrom(games[0]?.serverTime, games);
        }
      : skipToken,
  });
}
