import { useEffect, useRef } from 'react';
import type { GridLayoutProps } from './game-grid-props';
import { GameRow } from './game-row';
import { GridRoot } from './grid-parts';
import { LoadingMore } from './loading-more';
import { useGridFrame } from './use-grid-frame';

/** Every card in the DOM: short lists (dialogs) and the benchmark's comparison. */
export function PlainGameGrid(props: GridLayoutProps) {
  const { hasMore = false, loadingMore = false, eagerFirstRow = true } = props;
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { box, rowCount, roving, loadMore, rowProps, rootProps } = useGridFrame(props);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMore]);

  const rows = [];
  // As in the virtual grid, cards wait for the measured width instead of rendering twice.
  for (let rowIndex = 0; box && rowIndex < rowCount; rowIndex += 1) {
    rows.push(
      <GameRow key={rowIndex} {...rowProps(rowIndex)} priorityIcons={eagerFirstRow && rowIndex === 0} />,
    );
  }

  return (
    <div className="mq-game-grid">
      <GridRoot
        {...rootProps}
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
