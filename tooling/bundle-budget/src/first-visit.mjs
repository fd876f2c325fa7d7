import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@marquee/harness/launch';
import { startPlatform } from '@marquee/harness/platform';

/**
 * The window of the visit: the desktop size the end-to-end journeys use. With reduced motion the
 * home carousel does not slide by itself: its engine's chunk loads on the first interaction or the
 * first automatic slide, 5 s in, which on a busy machine would race the idle network and make the
 * figure depend on the machine's load.
 */
const PAGE = { viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' };

/** How long the network must stay quiet, with the page's main thread idle, for the visit to end. */
const QUIET_MS = 500;

/** How long a visit may take to settle at most: a page that keeps polling ends the wait here. */
const SETTLE_LIMIT_MS = 30_000;

/**
 * Answers a function that waits until `page` has settled: no request in flight for QUIET_MS and
 * its main thread idle. The network alone can be idle while the page renders (home's first render
 * is deferred, and the sections it shows then ask for their chunks): on a busy machine that render
 * outlasts Playwright's network idle, and the sections' chunks went uncounted.
 */
function trackSettling(page) {
  const inFlight = new Set();
  let lastChange = Date.now();
  const change = (request, add) => {
    if (add) inFlight.add(request);
    else inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
  return async () => {
    const limit = Date.now() + SETTLE_LIMIT_MS;
    while (Date.now() < limit) {
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
      );
      const quietFor = Date.now() - lastChange;
      if (inFlight.size === 0 && quietFor >= QUIET_MS) return;
      await page.waitForTimeout(Math.max(50, QUIET_MS - quietFor));
    }
  };
}

/**
 * The JavaScript files a first visit to `/` at `origin` fetches in Debian's Chromium (a fresh
 * profile, nothing cached) until the network is idle and the page settled (trackSettling), as paths relative to the build folder, in the
 * order they were requested: index.html's scripts, modulepreloads and prefetches, and every chunk
 * the page imports while it renders home, without interaction. Each must be a file of `distDir`, the build served.
 */
export async function firstVisitScripts(origin, distDir) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage(PAGE);
    const fetched = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) fetched.add(url.pathname.slice(1));
    });
    const settled = trackSettling(page);
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await settled();
    const files = [...fetched];
    const missing = files.filter((file) => {
      const absolute = path.join(distDir, file);
      return !existsSync(absolute) || !statSync(absolute).isFile();
    });
    if (missing.length > 0) {
      throw new Error(`${origin}/ fetched ${missing.join(', ')}, which ${distDir} does not hold`);
    }
    return files;
  } finally {
    await browser.close();
  }
}

/**
 * The JavaScript a first visit to `/` fetches, with the built platform serving `distDir` on
 * 127.0.0.1 for the visit (started here and stopped at the end), or the server at `origin` when one
 * is given (it must serve that build).
 */
export async function firstVisit(distDir, origin) {
  if (origin) return firstVisitScripts(origin, distDir);
  const platform = await startPlatform({ WEB_DIST: distDir });
  try {
    return await firstVisitScripts(platform.url, distDir);
  } finally {
    await platform.stop();
  }
}
