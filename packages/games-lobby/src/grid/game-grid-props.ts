import type { Game } from '@marquee/api-client';

export interface GameGridProps {
  games: readonly Game[];
  onLaunch: (game: Game) => void;
  favouriteIds?: ReadonlySet<number>;
  /** more pages exist: reaching the end asks for the next one (throttled at 200 ms) */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** accessible name of the grid */
  label: string;
  /**
   * true (default): only the rows near the viewport are in the DOM (window scrolling). false: every
   * card is rendered, for short lists (dialogs) and for benchmarks comparing both.
   */
  virtualized?: boolean;
  /** rows rendered above and below the viewport (default 1) */
  overscan?: number;
  showFavourite?: boolean;
  /**
   * The first row's icons load eagerly with high priority (default): the top of a game page. Off
   * for a grid below the fold (home's sections), whose icons must not compete with the banner.
   */
  eagerFirstRow?: boolean;
  /**
   * Every row fills the width (home's short lists): never more columns than games, and only whole
   * rows of a longer list. Off (default) for the catalogue's pages.
   */
  fillRows?: boolean;
  /** with fillRows: at most this many rows (a list sized to the width, e.g. one row of picks) */
  maxRows?: number;
  /** with fillRows: games of the same kind that top the last row up (those already listed are skipped) */
  fillFrom?: readonly Game[];
}

/** What both grid layouts take: everything but the choice between them. */
export type GridLayoutProps = Omit<GameGridProps, 'virtualized'>;
