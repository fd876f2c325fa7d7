import { api, lotteryKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { measuredFrom } from '../shared/server-clock';
import { useLotteryLanguage } from './use-lottery-language';

/** The draw betting is open for, with its odds and limits. */
export function useCurrentDrawQuery(gameCode: string) {
  const client = useApiClient();
  const language = useLotteryLanguage();
  return useQuery({
    queryKey: lotteryKeys.currentDraw(gameCode, language),
    queryFn: async ({ signal }) => {
      const draw = await client.call(api.lottery.currentDraw, { gameCode, language }, { signal });
      return measuredFrom(draw.serverTime, draw);
    },
  });
}
