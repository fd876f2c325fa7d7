import { ChunkLoadError } from './chunk-load-error';

const loading = new Map<string, Promise<void>>();

/**
 * Adds the stylesheet at `href` to the page once and resolves when the browser has it. One that
 * cannot be fetched rejects with a ChunkLoadError and is taken off the page and forgotten, so the
 * error boundary's retry fetches it again. lazyChunk waits for a chunk's stylesheets beside its
 * code (its `styles`), so the packages whose screens are not on the first visit keep their styles
 * out of the first stylesheet, which every first paint waits for.
 */
export function loadStylesheet(href: string): Promise<void> {
  const known = loading.get(href);
  if (known) return known;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        loading.delete(href);
        link.remove();
        reject(new ChunkLoadError(`The stylesheet ${href} did not load`, false));
      },
      { once: true },
    );
  });
  loading.set(href, loaded);
  document.head.append(link);
  return loaded;
}
