import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_THROTTLE_MS } from '../config/constants';
import type { GridLayoutProps } from './game-grid-props';
import { GameRow } from './game-row';
import { gridLayout } from './grid-layout';
import { GridRoot } from './grid-parts';
import { LoadingMore } from './loading-more';
import { useCardContext } from './use-card-context';
import { useElementBox } from './use-element-box';
import { useRovingFocus } from './use-roving-focus';
import { useThrottledCallback } from './use-throttled-callback';

/** Every card in the DOM: short lists (dialogs) and the benchmark's comparison. */
export function PlainGameGrid({
  games,
  onLaunch,
  favouriteIds,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  label,
  showFavourite = true,
  eagerFirstRow = true,
}: GridLayoutProps) {
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
        priorityIcons={eagerFirstRow && rowIndex === 0}
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
