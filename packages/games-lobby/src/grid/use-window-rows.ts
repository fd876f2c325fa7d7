import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface WindowRowsOptions {
  rowCount: number;
  /** one row and the gap under it: every row has this height, so no row is ever measured */
  rowHeight: number;
  /** the first row's distance from the top of the document; null until known (no rows yet) */
  top: number | null;
  /** rows rendered above and below the window */
  overscan: number;
  /** a row rendered wherever the window is (the focused card's), or -1 */
  pinnedRow: number;
}

export interface WindowRows {
  /** indexes of the rows to render, ascending */
  rows: number[];
  /** the rows the window shows, overscan left out: first to last inclusive (empty if last < first) */
  visible: { first: number; last: number };
  /** scrolls the window as little as needed to show the row (nothing if it is in view) */
  scrollToRow: (index: number) => void;
}

interface Viewport {
  scrollY: number;
  height: number;
}

interface Geometry {
  rowCount: number;
  rowHeight: number;
  top: number | null;
}

/** First and last row (inclusive) that the window shows; empty (last < first) without rows. */
function visibleRange({ rowCount, rowHeight, top }: Geometry, { scrollY, height }: Viewport) {
  if (top === null || rowCount === 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const offset = scrollY - top;
  const first = Math.min(Math.max(Math.floor(offset / rowHeight), 0), rowCount - 1);
  const last = Math.min(Math.max(Math.ceil((offset + height) / rowHeight) - 1, first), rowCount - 1);
  return { first, last };
}

function sameRange(geometry: Geometry, a: Viewport, b: Viewport): boolean {
  const x = visibleRange(geometry, a);
  const y = visibleRange(geometry, b);
  return x.first === y.first && x.last === y.last;
}

/**
 * Which rows of a window-scrolled list of equal rows to render. Rows have a known height, so the
 * range is arithmetic on the scroll position: nothing is measured, and the window's scroll
 * position is only read (in a layout effect where layout is already clean, and in scroll events),
 * never written before the first paint. A scroll event re-renders only when the range changes.
 */
export function useWindowRows({
  rowCount,
  rowHeight,
  top,
  overscan,
  pinnedRow,
}: WindowRowsOptions): WindowRows {
  const [viewport, setViewport] = useState<Viewport>(() => ({ scrollY: 0, height: window.innerHeight }));
  const geometry = useRef<Geometry>({ rowCount, rowHeight, top });

  const sync = useCallback(() => {
    const next = { scrollY: window.scrollY, height: window.innerHeight };
    setViewport((previous) =>
      previous.scrollY === next.scrollY && previous.height === next.height
        ? previous
        : geometry.current.top !== null && sameRange(geometry.current, previous, next)
          ? previous
          : next,
    );
  }, []);

  // Mounted with the caller's own layout reads, before anything of the list is laid out, so
  // reading the scroll position here costs no layout of the rows.
  useLayoutEffect(() => {
    sync();
    window.addEventListener('scroll', sync, { passive: true });
    window.addEventListener('resize', sync, { passive: true });
    return () => {
      window.removeEventListener('scroll', sync);
      window.removeEventListener('resize', sync);
    };
  }, [sync]);

  // The position kept may be up to a row stale (scroll events inside the range are dropped):
  // read it again when the rows move, but not when they first become known (it was just read).
  const known = top !== null;
  const hadGeometry = useRef(known);
  useLayoutEffect(() => {
    geometry.current = { rowCount, rowHeight, top };
    if (!known) return;
    if (hadGeometry.current) sync();
    hadGeometry.current = true;
  }, [rowCount, rowHeight, top, known, sync]);

  const { first, last } = visibleRange({ rowCount, rowHeight, top }, viewport);
  const rows: number[] = [];
  if (last >= first) {
    const start = Math.max(first - overscan, 0);
    const end = Math.min(last + overscan, rowCount - 1);
    if (pinnedRow >= 0 && pinnedRow < start) rows.push(pinnedRow);
    for (let index = start; index <= end; index += 1) rows.push(index);
    if (pinnedRow > end && pinnedRow < rowCount) rows.push(pinnedRow);
  }

  const scrollToRow = useCallback((index: number) => {
    const { rowHeight: height, top: listTop } = geometry.current;
    if (listTop === null) return;
    const rowTop = listTop + index * height;
    const { scrollY, innerHeight } = window;
    if (rowTop < scrollY) window.scrollTo({ top: rowTop });
    else if (rowTop + height > scrollY + innerHeight) window.scrollTo({ top: rowTop + height - innerHeight });
  }, []);

  return { rows, visible: { first, last }, scrollToRow };
}
