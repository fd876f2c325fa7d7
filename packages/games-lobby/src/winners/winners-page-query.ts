import { api, gameKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WINNERS_LIMIT } from '../config/constants';
import { useLobbyLanguage } from '../queries/use-lobby-language';

/** One page of the winners list (every category, 20 a page; the platform serves up to 5 pages). */
export function useWinnersPageQuery(pageNum: number) {
  const client = useApiClient();
  const language = useLobbyLanguage();
  return useQuery({
    queryKey: gameKeys.winnersPage('ALL', language, pageNum),
    queryFn: ({ signal }) =>
      client.call(
        api.games.winners,
        { gameCategory: 'ALL', language, limitNum: WINNERS_LIMIT, pageNum },
        { signal },
      ),
    // the list keeps its rows while the next page loads, so the pager does not jump
    placeholderData: keepPreviousData,
  });
}
