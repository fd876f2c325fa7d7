import { api, lotteryKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { measuredFrom } from '../shared/server-clock';
import { useLotteryLanguage } from './use-lottery-language';

/** How many popular games the lobby shows. */
const POPULAR_COUNT = 20;

export function usePopularGamesQuery() {
  const client = useApiClient();
  const language = useLotteryLanguage();
  return useQuery({
    queryKey: lotteryKeys.popular(language),
    queryFn: async ({ signal }) => {
      const games = await client.call(
        api.lottery.popular,
        { count: POPULAR_COUNT, language, device: 'WEB' },
        { signal },
      );
      return measuredFrom(games[0]?.serverTime, games);
    },
  });
}
