/**
 * The spec's preload factor: an image starts loading once it is within 1.3 × the viewport, that is
 * the viewport grown by 30 % of its height downwards and of its width sideways (the directions a
 * page and a row of cards scroll in). The browser's own lazy loading keeps its own, unstated
 * distance for the rest.
 */
export const PRELOAD_MARGIN = '0px 30% 30% 0px';

type Near = () => void;

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, Near>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const near = waiting.get(entry.target);
        unobserveNear(entry.target);
        near?.();
      }
    },
    { rootMargin: PRELOAD_MARGIN },
  );
  return observer;
}

/**
 * Calls `near` once, when `element` comes within the preload distance; one observer for every
 * image of the page. Without IntersectionObserver (a server render, an old browser) it never calls,
 * and the image is left to the browser's lazy loading.
 */
export function observeNear(element: Element, near: Near): void {
  if (typeof IntersectionObserver === 'undefined') return;
  waiting.set(element, near);
  sharedObserver().observe(element);
}

export function unobserveNear(element: Element): void {
  if (!waiting.delete(element)) return;
  observer?.unobserve(element);
}
