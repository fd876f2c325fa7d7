import { api, lotteryKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { skipToken, useQuery } from '@tanstack/react-query';
import { measuredFrom } from '../shared/server-clock';
import { useLotteryLanguage } from './use-lottery-language';

/** The Vietnamese games grouped as fast, north, central and south (the platform's `lottery.vnGameMenu` call): /vnlottery's menu. */
export function useVnMenuQuery(enabled: boolean) {
  const client = useApiClient();
  const language = useLotteryLanguage();
  return useQuery({
    queryKey: lotteryKeys.vnMenu(language),
    queryFn: enabled
      ? async ({ signal }) => {
          const groups = await client.call(api.lottery.vnGameMenu, { language, device: 'WEB' }, { signal });
          return measuredFrom(groups[0]?.games[0]?.serverTime, groups);
        }
      : skipToken,
  });
}
