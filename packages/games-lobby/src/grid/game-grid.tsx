import type { Game } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Spinner, useFirstPaintDone } from '@marquee/ui-kit';
import {
  type CSSProperties,
  type KeyboardEvent,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { INFINITE_SCROLL_THROTTLE_MS } from '../config/constants';
import { ListGameCard } from '../game/game-card';
import type { GameCardLabels } from '../game/game-card-labels';
import { useFavouriteToggle } from '../game/use-favourite-toggle';
import { useLazyThrottle } from '../game/use-lazy-throttle';
import { GRID_GAP, gridLayout, nextIndex } from './grid-layout';
import { GridRoot, GridRow } from './grid-parts';
import { useElementBox } from './use-element-box';
import { useGridCardLabels } from './use-grid-card-labels';
import { useThrottledCallback } from './use-throttled-callback';
import { useWindowRows } from './use-window-rows';

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
}

/** A responsive grid of game cards with arrow-key roving focus and infinite loading. */
export function GameGrid({ virtualized = true, ...props }: GameGridProps) {
  return virtualized ? <VirtualGameGrid {...props} /> : <PlainGameGrid {...props} />;
}

function useRovingFocus(count: number, columns: number) {
  const [active, setActive] = useState(0);
  const pendingFocus = useRef(false);
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const activeIndex = Math.min(active, Math.max(count - 1, 0));

  // Stable, index-based: memoised rows and cards are not re-rendered for new closures.
  const registerButton = useCallback((index: number, element: HTMLButtonElement | null) => {
    if (element) refs.current.set(index, element);
    else if (refs.current.get(index)) refs.current.delete(index);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, reveal?: (index: number) => void) => {
    if (count === 0) return;
    const target = event.target as HTMLElement;
    if (!target.classList.contains('mq-game-card__launch')) return;
    const next = nextIndex(event.key, activeIndex, count, columns, event.ctrlKey);
    if (next === null) return;
    event.preventDefault();
    pendingFocus.current = true;
    setActive(next);
    reveal?.(next);
  };

  // In the commit itself: focus must not wait for passive effects, which a transition rendering
  // at the same time (the overscan rows after the first paint) can leave pending past the key press.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    const element = refs.current.get(activeIndex);
    if (element) {
      pendingFocus.current = false;
      element.focus();
    }
  });

  return { activeIndex, setActive, registerButton, onKeyDown };
}

/** A callback whose identity never changes but which always calls the latest `callback`. */
function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** Mounted only while a page loads: its translation subscription is no cost of the first rows. */
function LoadingMore() {
  const { t } = useTranslation();
  return (
    <div className="mq-game-grid__more">
      <Spinner label={t('loading_games')} size="sm" />
    </div>
  );
}

/** What every card of a grid shares: one translation, one favourite mutation, stable callbacks. */
function useCardContext(onLaunch: (game: Game) => void, showFavourite: boolean) {
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

interface GameRowProps {
  games: readonly Game[];
  rowIndex: number;
  columns: number;
  /** the column of the focused card in this row, or -1: only that row re-renders on focus moves */
  activeColumn: number;
  /** virtual rows: absolutely positioned */
  style?: CSSProperties;
  labels: GameCardLabels;
  onLaunch: (game: Game) => void;
  onToggleFavourite?: (game: Game, isFavourite: boolean) => void;
  pendingIds: ReadonlySet<number>;
  /** this row's icons load at once, eagerly with high priority (the first row's) */
  priorityIcons: boolean;
  /**
   * Virtual rows: whether the row is in view (overscan not counted), which times its icons'
   * throttle for all its cards. Without it every card times its own.
   */
  inView?: boolean;
  favouriteIds?: ReadonlySet<number>;
  onFocusIndex: (index: number) => void;
  registerButton: (index: number, element: HTMLButtonElement | null) => void;
}

/** One row of cards; memoised with primitive and stable props, so scrolling renders only new rows. */
const GameRow = memo(function GameRow({
  games,
  rowIndex,
  columns,
  activeColumn,
  style,
  labels,
  onLaunch,
  onToggleFavourite,
  pendingIds,
  priorityIcons,
  inView,
  favouriteIds,
  onFocusIndex,
  registerButton,
}: GameRowProps) {
  const iconsDue = useLazyThrottle(inView ?? false);
  const start = rowIndex * columns;
  const cells = [];
  for (let column = 0; column < columns && start + column < games.length; column += 1) {
    const index = start + column;
    const game = games[index] as Game;
    cells.push(
      <ListGameCard
        key={game.nodeId}
        gridColumn={column + 1}
        game={game}
        index={index}
        labels={labels}
        onLaunch={onLaunch}
        isFavourite={favouriteIds?.has(game.nodeId) ?? false}
        onToggleFavourite={onToggleFavourite}
        favouriteBusy={pendingIds.has(game.nodeId)}
        priority={priorityIcons}
        iconDue={inView === undefined ? undefined : iconsDue}
        tabIndex={column === activeColumn ? 0 : -1}
        onFocusIndex={onFocusIndex}
        registerButton={registerButton}
      />,
    );
  }
  return (
    <GridRow
      aria-rowindex={rowIndex + 1}
      className="mq-game-grid__row"
      style={{ ...style, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {cells}
    </GridRow>
  );
});

function virtualRowStyle(top: number, height: number): CSSProperties {
  return {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height,
    transform: `translateY(${top}px)`,
  };
}

/** Memoised row styles, so an unchanged row gets the same style object on every scroll frame. */
function useRowStyles() {
  const cache = useRef(new Map<string, CSSProperties>());
  return useCallback((top: number, height: number) => {
    const key = `${top}:${height}`;
    let style = cache.current.get(key);
    if (!style) {
      if (cache.current.size > 500) cache.current.clear();
      style = virtualRowStyle(top, height);
      cache.current.set(key, style);
    }
    return style;
  }, []);
}

function VirtualGameGrid({
  games,
  onLaunch,
  favouriteIds,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  label,
  overscan = 1,
  showFavourite = true,
}: Omit<GameGridProps, 'virtualized'>) {
  const listRef = useRef<HTMLDivElement>(null);
  // Cards wait for the measured box (a layout effect, so still before the first paint): laying
  // them out for a guessed width would render every card twice.
  const box = useElementBox(listRef);
  const { columns, rowHeight } = gridLayout(box?.width ?? 0);
  const rowCount = Math.ceil(games.length / columns);
  const roving = useRovingFocus(games.length, columns);
  const activeRow = Math.floor(roving.activeIndex / columns);
  const cards = useCardContext(onLaunch, showFavourite);
  const rowStyle = useRowStyles();
  // The first frame shows only the rows in view; the overscan rows follow once it is painted, and
  // so do the first row's icon requests: image elements created in that frame, with their fetches
  // and load events, nearly doubled the time to it (A/B, 15 runs: 64 → 35 ms), and the requests
  // start only one frame later.
  const firstPaintDone = useFirstPaintDone();
  // The row holding the focused card always stays rendered, wherever the window scrolled to.
  const { rows, visible, scrollToRow } = useWindowRows({
    rowCount,
    rowHeight,
    top: box?.top ?? null,
    overscan: firstPaintDone ? overscan : 0,
    pinnedRow: activeRow < rowCount ? activeRow : -1,
  });

  const loadMore = useThrottledCallback(() => onLoadMore?.(), INFINITE_SCROLL_THROTTLE_MS);
  const lastRendered = rows.length > 0 ? (rows[rows.length - 1] ?? 0) : -1;
  useEffect(() => {
    if (hasMore && !loadingMore && lastRendered >= rowCount - 1 - overscan) loadMore();
  }, [hasMore, loadingMore, lastRendered, rowCount, overscan, loadMore]);

  return (
    <div className="mq-game-grid">
      <GridRoot
        ref={listRef}
        aria-label={label}
        aria-rowcount={rowCount}
        aria-colcount={columns}
        className="mq-game-grid__viewport"
        style={{ height: box ? rowCount * rowHeight : 0, position: 'relative' }}
        onKeyDown={(event) => roving.onKeyDown(event, (index) => scrollToRow(Math.floor(index / columns)))}
      >
        {rows.map((rowIndex) => (
          <GameRow
            key={rowIndex}
            games={games}
            rowIndex={rowIndex}
            columns={columns}
            activeColumn={rowIndex === activeRow ? roving.activeIndex - activeRow * columns : -1}
            style={rowStyle(rowIndex * rowHeight, rowHeight - GRID_GAP)}
            priorityIcons={rowIndex === 0 && firstPaintDone}
            inView={rowIndex >= visible.first && rowIndex <= visible.last}
            favouriteIds={favouriteIds}
            onFocusIndex={roving.setActive}
            registerButton={roving.registerButton}
            {...cards}
          />
        ))}
      </GridRoot>
      {loadingMore && <LoadingMore />}
    </div>
  );
}

function PlainGameGrid({
  games,
  onLaunch,
  favouriteIds,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  label,
  showFavourite = true,
}: Omit<GameGridProps, 'virtualized'>) {
  const listRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const box = useElementBox(listRef);
  const { columns } = gridLayout(box?.width ?? 0);
  const roving = useRovingFocus(games.length, columns);
  const activeRow = Math.floor(roving.activeIndex / columns);
  const cards = useCardContext(onLaunch, showFavourite);
  const loadMore = useThrottledCallback(() => onLoadMore?.(), INFINITE_SCROLL_THROTTLE_MS);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMore]);

  const rowCount = Math.ceil(games.length / columns);
  const rows = [];
  // As in the virtual grid, cards wait for the measured width instead of rendering twice.
  for (let rowIndex = 0; box && rowIndex < rowCount; rowIndex += 1) {
    rows.push(
      <GameRow
        key={rowIndex}
        games={games}
        rowIndex={rowIndex}
        columns={columns}
        activeColumn={rowIndex === activeRow ? roving.activeIndex - activeRow * columns : -1}
        priorityIcons={rowIndex === 0}
        favouriteIds={favouriteIds}
        onFocusIndex={roving.setActive}
        registerButton={roving.registerButton}
        {...cards}
      />,
    );
  }

  return (
    <div className="mq-game-grid">
      <GridRoot
        ref={listRef}
        aria-label={label}
        aria-rowcount={rowCount}
        aria-colcount={columns}
        className="mq-game-grid__viewport mq-game-grid__viewport--plain"
        onKeyDown={(event) => roving.onKeyDown(event)}
      >
        {rows}
      </GridRoot>
      <div ref={sentinelRef} className="mq-game-grid__sentinel" />
      {loadingMore && <LoadingMore />}
    </div>
  );
}
