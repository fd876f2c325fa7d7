import { api, type LotteryBetStatus, lotteryKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';

export interface MyBetsFilter {
  status?: LotteryBetStatus;
  gameCode?: string;
  pageNum: number;
}

/** The member's lottery bets (signed in only), newest first. */
export function useMyLotteryBetsQuery(filter: MyBetsFilter) {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: lotteryKeys.myBets(filter),
    queryFn: token ? ({ signal }) => client.call(api.lottery.myBets, filter, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}
