import { type RefObject, startTransition, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export interface ElementBox {
  /** content width (0 where nothing is laid out, e.g. in jsdom) */
  width: number;
  /** distance from the top of the document */
  top: number;
  /** the window's bottom edge then, from the top of the document: a snapshot, not followed */
  viewBottom: number;
}

function readBox(element: Element): ElementBox {
  const { scrollY, innerHeight } = window;
  return {
    width: element.clientWidth,
    top: element.getBoundingClientRect().top + scrollY,
    viewBottom: scrollY + innerHeight,
  };
}

function sameBox(a: ElementBox | null, b: ElementBox): boolean {
  return a !== null && a.width === b.width && a.top === b.top;
}

type Receiver = (box: ElementBox) => void;

const receivers = new Map<Element, Receiver>();
/** elements mounted since the last frame, waiting for their first box */
const waiting = new Set<Element>();
let frameRequested = false;
let observer: ResizeObserver | undefined;

/**
 * The first boxes of the grids mounted since the last frame, read in one animation frame for them
 * all: the first read lays the page out, as the frame was about to (not once more in each grid's
 * commit, as a layout effect would), and the others find that layout clean, since the boxes are
 * all read before anything renders. Then the grids in the window render in one synchronous pass,
 * so their cards are in the frame that first shows them (no shift; a ResizeObserver callback
 * would be too late, after the frame's shifts are counted), and those below it in a transition,
 * in slices after the paint, where nobody sees them grow.
 */
function readWaiting() {
  frameRequested = false;
  const inView: [Receiver, ElementBox][] = [];
  const below: [Receiver, ElementBox][] = [];
  for (const element of waiting) {
    const receive = receivers.get(element);
    if (!receive) continue;
    const box = readBox(element);
    (box.top < box.viewBottom ? inView : below).push([receive, box]);
  }
  waiting.clear();
  if (inView.length > 0) {
    flushSync(() => {
      for (const [receive, box] of inView) receive(box);
    });
  }
  if (below.length > 0) {
    startTransition(() => {
      for (const [receive, box] of below) receive(box);
    });
  }
}

/** Later boxes, on resizes: read where the browser has just laid the page out. */
function resized(entries: ResizeObserverEntry[]) {
  for (const entry of entries) {
    if (!waiting.has(entry.target)) receivers.get(entry.target)?.(readBox(entry.target));
  }
}

function observe(element: Element, receive: Receiver): () => void {
  receivers.set(element, receive);
  waiting.add(element);
  if (!frameRequested) {
    frameRequested = true;
    requestAnimationFrame(readWaiting);
  }
  observer ??= new ResizeObserver(resized);
  observer.observe(element);
  return () => {
    receivers.delete(element);
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * The width and document position of `ref`'s element, an empty block whose height never changes
 * (so the render that follows a box never resizes what is observed, and the observer never loops),
 * followed on resizes. Null until the next frame, so a caller renders once for the real box
 * instead of for a guess. Without a working ResizeObserver (none, or jsdom's
 * stand-in, which has no entries), read at once in a layout effect.
 */
export function useElementBox(ref: RefObject<HTMLElement | null>): ElementBox | null {
  const [box, setBox] = useState<ElementBox | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const receive = (next: ElementBox) => setBox((previous) => (sameBox(previous, next) ? previous : next));
    if (typeof ResizeObserverEntry === 'undefined') {
      receive(readBox(element));
      return;
    }
    return observe(element, receive);
  }, [ref]);
  return box;
}
