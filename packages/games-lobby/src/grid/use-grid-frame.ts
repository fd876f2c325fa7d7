import { useMemo, useRef } from 'react';
import { INFINITE_SCROLL_THROTTLE_MS } from '../config/constants';
import type { GridLayoutProps } from './game-grid-props';
import { filledRowsLayout, gridLayout } from './grid-layout';
import { useCardContext } from './use-card-context';
import { useElementBox } from './use-element-box';
import { useRovingFocus } from './use-roving-focus';
import { useThrottledCallback } from './use-throttled-callback';

/**
 * What both grid layouts share: the measured box and the columns it fits, one Tab stop with arrow
 * keys across the cards, the cards' shared context, and the throttled request for the next page.
 */
export function useGridFrame({
  games: allGames,
  onLaunch,
  favouriteIds,
  onLoadMore,
  label,
  showFavourite = true,
  fillRows = false,
  maxRows,
  fillFrom,
}: GridLayoutProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // Cards wait for the measured box (a layout effect, so still before the first paint): laying
  // them out for a guessed width would render every card twice.
  const box = useElementBox(listRef);
  const width = box?.width ?? 0;
  const pool = useMemo(() => {
    if (!fillRows || !fillFrom?.length) return allGames;
    const listed = new Set(allGames.map((game) => game.nodeId));
    return [...allGames, ...fillFrom.filter((game) => !listed.has(game.nodeId))];
  }, [allGames, fillFrom, fillRows]);
  const { columns, rowHeight, shown } = fillRows
    ? filledRowsLayout(width, allGames.length, { available: pool.length, ...(maxRows ? { maxRows } : {}) })
    : { ...gridLayout(width), shown: allGames.length };
  // the same array while the count holds, so the memoised rows keep their props
  const games = useMemo(() => (shown === pool.length ? pool : pool.slice(0, shown)), [pool, shown]);
  const rowCount = Math.ceil(games.length / columns);
  const roving = useRovingFocus(games.length, columns);
  const activeRow = Math.floor(roving.activeIndex / columns);
  const cards = useCardContext(onLaunch, showFavourite);
  const loadMore = useThrottledCallback(() => onLoadMore?.(), INFINITE_SCROLL_THROTTLE_MS);

  /** What a row takes but its place and its icons' timing. */
  const rowProps = (rowIndex: number) => ({
    games,
    rowIndex,
    columns,
    activeColumn: rowIndex === activeRow ? roving.activeIndex - activeRow * columns : -1,
    favouriteIds,
    onFocusIndex: roving.setActive,
    registerButton: roving.registerButton,
    ...cards,
  });

  return {
    box,
    columns,
    rowHeight,
    rowCount,
    roving,
    activeRow,
    loadMore,
    rowProps,
    rootProps: { ref: listRef, 'aria-label': label, 'aria-rowcount': rowCount, 'aria-colcount': columns },
  };
}
