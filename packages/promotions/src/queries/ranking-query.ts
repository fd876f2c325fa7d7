import { promotionKeys, type RankingKind, type RankingPeriod, rankingsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** A TOP-20 ranking; signed in, with the member's own place. */
export function useRankingQuery(kind: RankingKind, period: RankingPeriod) {
  const client = useApiClient();
  const signedIn = Boolean(useSessionToken());
  return useQuery({
    queryKey: promotionKeys.ranking(kind, period, signedIn),
    queryFn: ({ signal }) => client.call(rankingsApi.top, { kind, period }, { signal }),
  });
}
