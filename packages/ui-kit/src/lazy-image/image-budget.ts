/**
 * An image starts loading once it is within 30 % of the viewport's height above or below it (a
 * region of 1.3 viewports ahead in either direction), earlier than the browser's own lazy loading
 * on a short phone screen.
 */
const PRELOAD_MARGIN = '30% 0px';

/** Loaded images kept decoded: a long lobby would otherwise hold every icon it ever showed. */
const MAX_DECODED_IMAGES = 200;

/** Told when the image comes near, and when the budget releases it (until it comes near again). */
export type ImageDistanceListener = (distance: 'near' | 'released') => void;

const listeners = new Map<Element, ImageDistanceListener>();
const near = new Set<Element>();
/** Loaded images, the one loaded longest ago first. */
const decoded = new Set<Element>();
let observer: IntersectionObserver | undefined;

function releaseFarImages() {
  for (const element of decoded) {
    if (decoded.size <= MAX_DECODED_IMAGES) return;
    if (near.has(element)) continue;
    decoded.delete(element);
    listeners.get(element)?.('released');
  }
}

/** Watches the element's distance to the viewport; answers the function that stops it. */
export function watchImage(element: Element, listener: ImageDistanceListener): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) near.delete(target);
        else if (listeners.has(target)) {
          near.add(target);
          listeners.get(target)?.('near');
        }
      }
      releaseFarImages();
    },
    { rootMargin: PRELOAD_MARGIN },
  );
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    listeners.delete(element);
    near.delete(element);
    decoded.delete(element);
  };
}

/** Counts the element's image as decoded (the latest), releasing the oldest far ones over budget. */
export function imageLoaded(element: Element) {
  if (!listeners.has(element)) return;
  decoded.delete(element);
  decoded.add(element);
  releaseFarImages();
}
