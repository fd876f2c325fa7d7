import { api, lotteryKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** "Vietnam numbers, count 100": how often each 00–99 came out over the last 100 draws. */
export const FREQUENCY_DRAWS = 100;

export function useOpenedNumbersQuery(gameCode: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: lotteryKeys.openedNumbers(gameCode),
    queryFn: ({ signal }) =>
      client.call(api.lottery.vnOpenedNumbers, { gameCode, count: FREQUENCY_DRAWS }, { signal }),
  });
}
