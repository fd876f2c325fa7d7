import { useFirstPaintDone } from '@marquee/ui-kit';
import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_THROTTLE_MS } from '../config/constants';
import type { GridLayoutProps } from './game-grid-props';
import { GameRow } from './game-row';
import { GRID_GAP, gridLayout } from './grid-layout';
import { GridRoot } from './grid-parts';
import { LoadingMore } from './loading-more';
import { useCardContext } from './use-card-context';
import { useElementBox } from './use-element-box';
import { useRovingFocus } from './use-roving-focus';
import { useRowStyles } from './use-row-styles';
import { useThrottledCallback } from './use-throttled-callback';
import { useWindowRows } from './use-window-rows';

/** Only the rows near the viewport are in the DOM; the window scrolls. */
export function VirtualGameGrid({
  games,
  onLaunch,
  favouriteIds,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  label,
  overscan = 1,
  showFavourite = true,
}: GridLayoutProps) {
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
