import { firstVisitApi, memberKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface FavouriteToggle {
  nodeId: number;
  /** whether the game is a favourite now: true removes it, false adds it */
  isFavourite: boolean;
}

/**
 * Adds a game that is not a favourite and removes one that is. The heart shows the
 * server's answer, not a guess: ids and every page of the list are refetched once it settles.
 */
export function useFavouriteToggleMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, isFavourite }: FavouriteToggle) =>
      client.call(isFavourite ? firstVisitApi.favouriteRemove : firstVisitApi.favouriteAdd, { nodeId }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.favouriteIds() }),
        queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'favourites', 'list'] }),
      ]),
  });
}
