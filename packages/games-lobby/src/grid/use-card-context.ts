import type { Game } from '@marquee/api-client';
import { useFavouriteToggle } from '../game/use-favourite-toggle';
import { useGridCardLabels } from './use-grid-card-labels';
import { useStableCallback } from './use-stable-callback';

/** What every card of a grid shares: one translation, one favourite mutation, stable callbacks. */
export function useCardContext(onLaunch: (game: Game) => void, showFavourite: boolean) {
  const labels = useGridCardLabels();
  const favourite = useFavouriteToggle();
  const launch = useStableCallback(onLaunch);
  return {
    labels,
    onLaunch: launch,
    onToggleFavourite: showFavourite ? favourite.toggle : undefined,
    pendingIds: favourite.pendingIds,
  };
}
