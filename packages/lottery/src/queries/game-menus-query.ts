import { api, lotteryKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { skipToken, useQuery } from '@tanstack/react-query';
import { measuredFrom } from '../shared/server-clock';
import { useLotteryLanguage } from './use-lottery-language';

/** Every lottery game of the brand (the lobby's tabs filter it by prize mode). */
export function useGameMenusQuery(enabled = true) {
  const client = useApiClient();
  const language = useLotteryLanguage();
  return useQuery({
    queryKey: lotteryKeys.menus('ALL', language),
    queryFn: enabled
      ? async ({ signal }) => {
          const games = await client.call(api.lottery.gameMenus, { language }, { signal });
          return measuredFrom(games[0]?.serverTime, games);
        }
      : skipToken,
  });
}
