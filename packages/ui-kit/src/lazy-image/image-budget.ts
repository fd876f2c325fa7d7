/**
 * An image starts loading once it is within 30 % of the viewport's height above or below it (a
 * region of 1.3 viewports ahead in either direction), earlier than the browser's own lazy loading
 * on a short phone screen.
 */
const PRELOAD_MARGIN = '30% 0px';

/** Loaded images kept decoded: a long lobby would otherwise hold every icon it ever showed. */
const MAX_DECODED_IMAGES = 200;

export interface WatchedImage {
  /** Called when the image comes within the preload region. */
  near(): void;
  /** Called when the budget drops the image: it shows its placeholder until it comes near again. */
  release(): void;
}

interface Watch {
  image: WatchedImage;
  isNear: boolean;
}

const watches = new Map<Element, Watch>();
/** Loaded images, the one loaded longest ago first. */
const decoded = new Set<Watch>();
let observer: IntersectionObserver | null = null;

function releaseFarImages() {
  for (const watch of decoded) {
    if (decoded.size <= MAX_DECODED_IMAGES) return;
    if (watch.isNear) continue;
    decoded.delete(watch);
    watch.image.release();
  }
}

function onIntersection(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    const watch = watches.get(entry.target);
    if (!watch) continue;
    watch.isNear = entry.isIntersecting;
    if (watch.isNear) watch.image.near();
  }
  releaseFarImages();
}

/**
 * Watches the element's distance to the viewport; answers the function that stops it. Without
 * IntersectionObserver nothing is watched: the browser's lazy loading alone applies.
 */
export function watchImage(element: Element, image: WatchedImage): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver(onIntersection, { rootMargin: PRELOAD_MARGIN });
  const watch: Watch = { image, isNear: false };
  watches.set(element, watch);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    watches.delete(element);
    decoded.delete(watch);
    if (watches.size > 0) return;
    observer?.disconnect();
    observer = null;
  };
}

/** Counts the element's image as decoded (the latest), releasing the oldest far ones over budget. */
export function imageLoaded(element: Element) {
  const watch = watches.get(element);
  if (!watch) return;
  decoded.delete(watch);
  decoded.add(watch);
  releaseFarImages();
}
