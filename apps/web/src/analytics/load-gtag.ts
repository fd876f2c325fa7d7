/** Google's tag, the one script a brand's `analytics.gtagId` names. */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  [optOut: `ga-disable-${string}`]: boolean | undefined;
}

/**
 * Loads the brand's analytics, once per page and id: the data layer and its `gtag` function as
 * Google's snippet defines them (commands queue in `dataLayer` until the script reads them), then
 * the script. Called only after the visitor consented.
 */
export function loadGtag(gtagId: string, win: Window = window): void {
  const target = win as unknown as GtagWindow;
  // Google's documented switch: a visitor who withdrew and consents again is measured again
  target[`ga-disable-${gtagId}`] = false;
  const src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(gtagId)}`;
  if (win.document.querySelector(`script[src="${src}"]`)) return;
  target.dataLayer = target.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the Arguments object itself, not an array copy of it
    // biome-ignore lint/complexity/noArguments: the queue's format is Google's
    target.dataLayer?.push(arguments);
  };
  target.gtag = gtag;
  gtag('js', new Date());
  gtag('config', gtagId);
  const script = win.document.createElement('script');
  script.async = true;
  script.src = src;
  win.document.head.append(script);
}

/**
 * Stops measuring after the visitor withdraws consent: the loaded script cannot be unloaded, but it
 * sends nothing for an id whose `ga-disable-<id>` flag is set, and after a reload it is not loaded.
 */
export function disableGtag(gtagId: string, win: Window = window): void {
  (win as unknown as GtagWindow)[`ga-disable-${gtagId}`] = true;
}
