import { useFirstPaintDone } from '@marquee/ui-kit';
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
  const { box, rowCount, rowHeight, roving, loadMore, rowProps, probeRef, rootProps } = useGridFrame(props);
  // The rows below the window wait until the first frame is painted, then render in a transition:
  // the frame that shows the grid renders only what it shows, and what grows later is out of view.
  const firstPaintDone = useFirstPaintDone();
  const rowsInView = box ? Math.max(Math.ceil((box.viewBottom - box.top) / rowHeight), 0) : 0;
  const rendered = firstPaintDone ? rowCount : Math.min(rowCount, rowsInView);

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
  for (let rowIndex = 0; box && rowIndex < rendered; rowIndex += 1) {
    rows.push(
      <GameRow key={rowIndex} {...rowProps(rowIndex)} priorityIcons={eagerFirstRow && rowIndex === 0} />,
    );
  }

  return (
    <div className="mq-game-grid">
      <div ref={probeRef} />
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
