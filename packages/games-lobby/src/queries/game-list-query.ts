import {
  firstVisitApi,
  type GameCategory,
  type GameListQuery,
  gameKeys,
  WEB_CLIENT_TYPE,
} from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useInfiniteQuery } from '@tanstack/react-query';
import { GAME_PAGE_SIZE } from '../config/constants';
import { useLobbyConfig } from '../config/lobby-config';
import { useLobbyLanguage } from './use-lobby-language';

export interface GameListFilters {
  gameType: GameCategory;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
}

/** One filter set of the catalogue, 60 games a page; the language is part of the key. */
export function useGameListQuery(filters: GameListFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  const language = useLobbyLanguage();
  const { platform } = useLobbyConfig();
  const query: GameListQuery = {
    clientType: WEB_CLIENT_TYPE,
    platform,
    gameType: filters.gameType,
    language,
    pageSize: GAME_PAGE_SIZE,
    ...(filters.vassalage ? { vassalage: filters.vassalage } : {}),
    ...(filters.gameClassify ? { gameClassify: filters.gameClassify } : {}),
    ...(filters.gameName ? { gameName: filters.gameName } : {}),
  };
  return useInfiniteQuery({
    queryKey: gameKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      client.call(firstVisitApi.gameList, { ...query, pageNum: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled,
  });
}
