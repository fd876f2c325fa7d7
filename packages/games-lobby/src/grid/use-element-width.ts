import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The element's content width, following resizes: null before its first layout, so a caller can
 * wait for the real width instead of rendering once for a guess (0 where nothing is laid out, e.g.
 * in jsdom).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
