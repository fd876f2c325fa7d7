import { api, gameKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useLobbyLanguage } from './use-lobby-language';

/** The game types (filter chips) one vendor offers. */
export function useVassalTypesQuery(vassalage: string | undefined) {
  const client = useApiClient();
  const language = useLobbyLanguage();
  return useQuery({
    queryKey: gameKeys.vassalTypes(vassalage ?? '', language),
    queryFn: vassalage
      ? ({ signal }) => client.call(api.games.vassalTypes, { vassalage, language }, { signal })
      : skipToken,
    staleTime: 5 * 60_000,
  });
}
