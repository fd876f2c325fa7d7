import type { Game } from '@marquee/api-client';
import { PlainGameGrid } from '../grid/plain-game-grid';
import { useFavouriteIdsQuery } from '../queries/favourite-ids-query';

export interface HomeGameGridProps {
  games: readonly Game[];
  label: string;
  onLaunch: (game: Game) => void;
  /** the first row's icons load eagerly: only where the list is the largest thing on screen */
  eagerFirstRow?: boolean;
}

/**
 * A short list of cards: every card in the DOM (a home list or a search result is a dozen games,
 * not a catalogue), every icon lazy by default (home's sections are below the banner, the page's
 * largest paint). The plain grid itself, not GameGrid, so home does not load the virtual grid it
 * never uses.
 */
export function HomeGameGrid({ games, label, onLaunch, eagerFirstRow = false }: HomeGameGridProps) {
  const favourites = useFavouriteIdsQuery();
  return (
    <PlainGameGrid
      games={games}
      onLaunch={onLaunch}
      favouriteIds={favourites.data}
      label={label}
      eagerFirstRow={eagerFirstRow}
    />
  );
}
