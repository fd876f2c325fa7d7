import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { launchChromium } from '@marquee/harness/launch';
import { buildBenchPage } from './build-page.mjs';

const here = path.join(import.meta.dirname, '../lobby');
const out = path.join(here, '../.lobby-dist');
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.css': 'text/css',
};

/** Builds the lobby grid page for production and serves it on a free 127.0.0.1 port. */
async function serveLobbyPage() {
  await buildBenchPage(here, out, { assetsInlineLimit: 0 });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    const name = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
    const file = name === 'icon.png' ? path.join(here, 'icon.png') : path.join(out, name);
    if (!(file.startsWith(out) || name === 'icon.png') || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/**
 * One scroll pass as a fast wheel fling: 100 px per frame (≈ 6,000 px/s at 60 Hz) from `from`
 * (a fraction of the page) for at most `maxMs`, counting frames and long tasks.
 */
function scrollPass({ from, maxMs }) {
  return new Promise((resolve) => {
    const longTasks = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask' });
    const max = document.documentElement.scrollHeight - innerHeight;
    let y = Math.round(max * from);
    window.scrollTo(0, y);
    let start = 0;
    let frames = 0;
    function step(now) {
      if (!start) start = now;
      frames++;
      y = Math.min(max, y + 100);
      window.scrollTo(0, y);
      if (y < max && now - start < maxMs) requestAnimationFrame(step);
      else {
        observer.disconnect();
        resolve({ fps: frames / ((performance.now() - start) / 1000), longTasks: longTasks.length });
      }
    }
    requestAnimationFrame(step);
  });
}

async function measure(browser, url, mode) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${url}/?mode=${mode}`);
  // One evaluate awaiting the page's own promise: polling (waitForFunction) would inject
  // Playwright's script and run it every frame during the measurement.
  const firstGridPaintMs = await page.evaluate(
    (timeoutMs) =>
      Promise.race([
        window.bench.firstGridPaint,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`no grid painted within ${timeoutMs} ms`)), timeoutMs),
        ),
      ]),
    120_000,
  );
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const passes = [];
  // Three passes, from the top, a third and two thirds down the 10,000 games (~1,700 rows).
  for (const from of [0, 1 / 3, 2 / 3]) passes.push(await page.evaluate(scrollPass, { from, maxMs: 6000 }));
  const domNodesAfterScroll = await page.evaluate(() => document.getElementsByTagName('*').length);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await context.close();
  return {
    mode,
    firstGridPaintMs,
    domNodes: Math.max(domNodes, domNodesAfterScroll),
    fps: Math.min(...passes.map((p) => p.fps)),
    longTasks: passes.reduce((sum, p) => sum + p.longTasks, 0),
    heapMb: usedSize / 1024 / 1024,
  };
}

/**
 * The lobby grid with 10,000 games in each of `modes` ('virtual', 'plain'), `runs` times, in one
 * browser. Returns every run's figures per mode. A mode's runs come one after the other: a page
 * that just held every card leaves the browser busy freeing it, which would weigh on the run
 * after it.
 */
export async function lobbyGrid({ runs = 1, modes = ['virtual', 'plain'] } = {}) {
  const site = await serveLobbyPage();
  const browser = await launchChromium();
  const results = Object.fromEntries(modes.map((mode) => [mode, []]));
  try {
    for (const mode of modes) {
      for (let run = 0; run < runs; run += 1) results[mode].push(await measure(browser, site.url, mode));
    }
    return results;
  } finally {
    await browser.close();
    site.close();
  }
}
