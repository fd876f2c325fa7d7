import { api, type GameCategory, gameKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { useLobbyLanguage } from './use-lobby-language';

/**
 * The brand's game announcements for a category (those for every game, and its own), in the
 * player's language; without a category, only those for every game.
 */
export function useGameAnnouncementsQuery(gameType: GameCategory | undefined) {
  const client = useApiClient();
  const language = useLobbyLanguage();
  return useQuery({
    queryKey: gameKeys.announcements(language, gameType ?? 'ALL'),
    queryFn: ({ signal }) =>
      client.call(api.games.announcements, { language, ...(gameType ? { gameType } : {}) }, { signal }),
    select: (response) => response.promotion,
    staleTime: 5 * 60_000,
  });
}
