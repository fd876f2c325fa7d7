const loading = new Map<string, Promise<void>>();

/**
 * Adds the stylesheet at `href` to the page once and resolves when the browser has it (rejects if
 * it cannot be fetched). A lazy screen's module awaits it at its top, so the screen renders only
 * once its package's styles apply: the packages whose screens are not on the first visit keep
 * their styles out of the first stylesheet, which every first paint waits for.
 */
export function loadStylesheet(href: string): Promise<void> {
  const known = loading.get(href);
  if (known) return known;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`The stylesheet ${href} did not load`)), {
      once: true,
    });
  });
  loading.set(href, loaded);
  document.head.append(link);
  return loaded;
}
