import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useLobbyLanguage } from './use-lobby-language';

const FAVOURITE_PAGE_SIZE = 20;

/** One page (1-based) of the member's favourite games, in the current language. */
export function useFavouriteListQuery(pageNum: number, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  const token = useSessionToken();
  const language = useLobbyLanguage();
  return useQuery({
    queryKey: memberKeys.favouriteList(language, pageNum),
    queryFn:
      token && enabled
        ? ({ signal }) =>
            client.call(
              api.games.favouriteList,
              { language, pageNum, pageSize: FAVOURITE_PAGE_SIZE },
              { signal },
            )
        : skipToken,
    placeholderData: keepPreviousData,
  });
}
