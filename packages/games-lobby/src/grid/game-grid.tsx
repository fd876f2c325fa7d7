import type { Game } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Spinner } from '@marquee/ui-kit';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { INFINITE_SCROLL_THROTTLE_MS } from '../config/constants';
import { GameCard } from '../game/game-card';
import { GRID_GAP, gridLayout, nextIndex } from './grid-layout';
import { GridCell, GridRoot, GridRow } from './grid-parts';
import { useElementWidth } from './use-element-width';
import { useThrottledCallback } from './use-throttled-callback';

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
  /** rows rendered above and below the viewport */
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

  const buttonRef = useCallback(
    (index: number) => (element: HTMLButtonElement | null) => {
      if (element) refs.current.set(index, element);
      else refs.current.delete(index);
    },
    [],
  );

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

  useEffect(() => {
    if (!pendingFocus.current) return;
    const element = refs.current.get(activeIndex);
    if (element) {
      pendingFocus.current = false;
      element.focus();
    }
  });

  return { activeIndex, setActive, buttonRef, onKeyDown };
}

function LoadingMore({ loading }: { loading: boolean | undefined }) {
  const { t } = useTranslation();
  return loading ? (
    <div className="mq-game-grid__more">
      <Spinner label={t('loading_games')} size="sm" />
    </div>
  ) : null;
}

function VirtualGameGrid({
  games,
  onLaunch,
  favouriteIds,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  label,
  overscan = 3,
  showFavourite = true,
}: Omit<GameGridProps, 'virtualized'>) {
  const listRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(listRef);
  const { columns, rowHeight } = gridLayout(width);
  const rowCount = Math.ceil(games.length / columns);
  const [scrollMargin, setScrollMargin] = useState(0);
  const roving = useRovingFocus(games.length, columns);
  const activeRow = Math.floor(roving.activeIndex / columns);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);

  // The row holding the focused card always stays rendered, wherever the window scrolled to.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (activeRow < rowCount && !rows.includes(activeRow)) {
        rows.push(activeRow);
        rows.sort((a, b) => a - b);
      }
      return rows;
    },
    [activeRow, rowCount],
  );

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin,
    rangeExtractor,
  });

  // A different row height (new width) invalidates every cached size.
  useLayoutEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const loadMore = useThrottledCallback(() => onLoadMore?.(), INFINITE_SCROLL_THROTTLE_MS);
  const items = virtualizer.getVirtualItems();
  const lastRendered = items.length > 0 ? (items[items.length - 1]?.index ?? 0) : -1;
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
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        onKeyDown={(event) =>
          roving.onKeyDown(event, (index) =>
            virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' }),
          )
        }
      >
        {items.map((row) => {
          const start = row.index * columns;
          const rowGames = games.slice(start, start + columns);
          return (
            <GridRow
              key={row.key}
              aria-rowindex={row.index + 1}
              className="mq-game-grid__row"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: rowHeight - GRID_GAP,
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }}
            >
              {rowGames.map((game, column) => {
                const index = start + column;
                return (
                  <GridCell aria-colindex={column + 1} key={game.nodeId}>
                    <GameCard
                      game={game}
                      onLaunch={onLaunch}
                      isFavourite={favouriteIds?.has(game.nodeId) ?? false}
                      showFavourite={showFavourite}
                      priority={row.index === 0}
                      tabIndex={index === roving.activeIndex ? 0 : -1}
                      buttonRef={roving.buttonRef(index)}
                      onFocus={() => roving.setActive(index)}
                    />
                  </GridCell>
                );
              })}
            </GridRow>
          );
        })}
      </GridRoot>
      <LoadingMore loading={loadingMore} />
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
  const width = useElementWidth(listRef);
  const { columns } = gridLayout(width);
  const roving = useRovingFocus(games.length, columns);
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

  const rows: Game[][] = [];
  for (let start = 0; start < games.length; start += columns) rows.push(games.slice(start, start + columns));

  return (
    <div className="mq-game-grid">
      <GridRoot
        ref={listRef}
        aria-label={label}
        aria-rowcount={rows.length}
        aria-colcount={columns}
        className="mq-game-grid__viewport mq-game-grid__viewport--plain"
        onKeyDown={(event) => roving.onKeyDown(event)}
      >
        {rows.map((rowGames, rowIndex) => (
          <GridRow
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position
            key={rowIndex}
            aria-rowindex={rowIndex + 1}
            className="mq-game-grid__row"
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {rowGames.map((game, column) => {
              const index = rowIndex * columns + column;
              return (
                <GridCell aria-colindex={column + 1} key={game.nodeId}>
                  <GameCard
                    game={game}
                    onLaunch={onLaunch}
                    isFavourite={favouriteIds?.has(game.nodeId) ?? false}
                    showFavourite={showFavourite}
                    priority={rowIndex === 0}
                    tabIndex={index === roving.activeIndex ? 0 : -1}
                    buttonRef={roving.buttonRef(index)}
                    onFocus={() => roving.setActive(index)}
                  />
                </GridCell>
              );
            })}
          </GridRow>
        ))}
      </GridRoot>
      <div ref={sentinelRef} className="mq-game-grid__sentinel" />
      <LoadingMore loading={loadingMore} />
    </div>
  );
}
