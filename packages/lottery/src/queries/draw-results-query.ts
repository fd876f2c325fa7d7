import { api, lotteryKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A page of a game's settled draws, newest first. */
export function useDrawResultsQuery(gameCode: string, pageNum: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: lotteryKeys.results(gameCode, pageNum),
    queryFn: ({ signal }) => client.call(api.lottery.openedNumbers, { gameCode, pageNum }, { signal }),
    placeholderData: keepPreviousData,
  });
}
