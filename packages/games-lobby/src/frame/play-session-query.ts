import { type PlaySession, realityCheckApi, realityCheckKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * How often the figures are read again while a game is open: a third-party game tells the page
 * nothing after a round, and a due reminder is noticed within this long.
 */
const POLL_MS = 30_000;

/**
 * The sign-in session's play figures while a game is open. The first answer's `at` (the
 * platform's clock) marks when the game opened; every later read asks the net since then.
 */
export function usePlaySessionQuery(): PlaySession | undefined {
  const client = useApiClient();
  const token = useSessionToken();
  const [since, setSince] = useState<string>();
  const query = since === undefined ? {} : { since };
  const { data } = useQuery({
    queryKey: realityCheckKeys.playSession(query),
    queryFn: token ? ({ signal }) => client.call(realityCheckApi.playSession, query, { signal }) : skipToken,
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
  const opened = data?.at;
  useEffect(() => {
    if (opened !== undefined) setSince((marked) => marked ?? opened);
  }, [opened]);
  return data;
}
