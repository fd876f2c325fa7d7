import { type RefObject, useLayoutEffect, useState } from 'react';

export interface ElementBox {
  /** content width (0 where nothing is laid out, e.g. in jsdom) */
  width: number;
  /** distance from the top of the document */
  top: number;
}

function readBox(element: HTMLElement): ElementBox {
  return { width: element.clientWidth, top: element.getBoundingClientRect().top + window.scrollY };
}

function sameBox(a: ElementBox | null, b: ElementBox): boolean {
  return a !== null && a.width === b.width && a.top === b.top;
}

/**
 * The element's width and document position, read together in one layout effect (one layout, one
 * re-render before the first paint) and followed on resizes. Null before the first layout, so a
 * caller can wait for the real box instead of rendering once for a guess.
 */
export function useElementBox(ref: RefObject<HTMLElement | null>): ElementBox | null {
  const [box, setBox] = useState<ElementBox | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = readBox(element);
      setBox((previous) => (sameBox(previous, next) ? previous : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}
