import { api, memberKeys, WEB_CLIENT_TYPE } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useLobbyLanguage } from './use-lobby-language';

/** The member's recently played games (optionally of one vendor), in the current language. */
export function useRecentGamesQuery(
  { vassalage = '', pageNum = 1 }: { vassalage?: string; pageNum?: number } = {},
  { enabled = true }: { enabled?: boolean } = {},
) {
  const client = useApiClient();
  const token = useSessionToken();
  const language = useLobbyLanguage();
  return useQuery({
    queryKey: memberKeys.recentGamesPage(language, vassalage, pageNum),
    queryFn:
      token && enabled
        ? ({ signal }) =>
            client.call(
              api.games.recent,
              { clientType: WEB_CLIENT_TYPE, language, pageNum, ...(vassalage ? { vassalage } : {}) },
              { signal },
            )
        : skipToken,
  });
}
