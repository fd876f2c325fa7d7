import { firstVisitApi, gameKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useLobbyConfig } from '../config/lobby-config';
import { useLobbyLanguage } from './use-lobby-language';

/** Hot games of the brand, or of one vendor; reloads on a language change. */
export function useHotGamesQuery(vassalage = '', { enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  const language = useLobbyLanguage();
  const { merchantCode, platform } = useLobbyConfig();
  return useQuery({
    queryKey: gameKeys.hot(language, vassalage),
    queryFn: enabled
      ? ({ signal }) =>
          client.call(
            firstVisitApi.hotGames,
            { merchantCode, isPlatform: 2, platform, language, ...(vassalage ? { vassalage } : {}) },
            { signal },
          )
      : skipToken,
    select: (response) => response.list,
  });
}
