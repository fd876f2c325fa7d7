import { api, type GameCategory, gameKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { WINNERS_LIMIT } from '../config/constants';
import { useLobbyLanguage } from './use-lobby-language';

/** The winner board (gameCategory ALL, limitNum 20). */
export function useWinnersQuery(gameCategory: GameCategory | 'ALL' = 'ALL') {
  const client = useApiClient();
  const language = useLobbyLanguage();
  return useQuery({
    queryKey: gameKeys.winners(gameCategory, language),
    queryFn: ({ signal }) =>
      client.call(api.games.winners, { gameCategory, language, limitNum: WINNERS_LIMIT }, { signal }),
    select: (response) => response.vo,
  });
}
