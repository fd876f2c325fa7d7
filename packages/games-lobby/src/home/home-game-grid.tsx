import type { Game } from '@marquee/api-client';
import { PlainGameGrid } from '../grid/plain-game-grid';
import { useFavouriteIdsQuery } from '../queries/favourite-ids-query';

export interface HomeGameGridProps {
  games: readonly Game[];
  label: string;
  onLaunch: (game: Game) => void;
  /** the first row's icons load eagerly: only where the list is the largest thing on screen */
  eagerFirstRow?: boolean;
  /**
   * Each row fills the width: a list shorter than a row widens its cards, a longer one shows its
   * whole rows only; for a list whose rest is a tap away (a hot category's page) or sized to the
   * width. Off for a player's own lists and search results, which show every game.
   */
  fillRows?: boolean;
  /** with fillRows, at most this many rows: a list longer than home shows, cut to whole rows at the width */
  maxRows?: number;
  /** with fillRows: games of the same kind that top a short last row up */
  fillFrom?: readonly Game[];
}

/**
 * A short list of cards: every card in the DOM (a home list or a search result is a dozen games,
 * not a catalogue), every icon lazy by default (home's sections are below the banner, the page's
 * largest paint). The plain grid itself, not GameGrid, so home does not load the virtual grid it
 * never uses.
 */
export function HomeGameGrid({
  games,
  label,
  onLaunch,
  eagerFirstRow = false,
  fillRows = false,
  maxRows,
  fillFrom,
}: HomeGameGridProps) {
  const favourites = useFavouriteIdsQuery();
  return (
    <PlainGameGrid
      games={games}
      onLaunch={onLaunch}
      favouriteIds={favourites.data}
      label={label}
      eagerFirstRow={eagerFirstRow}
      fillRows={fillRows}
      {...(maxRows ? { maxRows } : {})}
      {...(fillFrom ? { fillFrom } : {})}
    />
  );
}
