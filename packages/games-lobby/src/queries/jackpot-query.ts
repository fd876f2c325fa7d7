import { api, gameKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The jackpot as the server last counted it; the ticker rises from there. */
export function useJackpotQuery() {
  const client = useApiClient();
  return useQuery({
    queryKey: gameKeys.jackpot(),
    queryFn: ({ signal }) => client.call(api.games.jackpot, undefined, { signal }),
    staleTime: 60_000,
  });
}
