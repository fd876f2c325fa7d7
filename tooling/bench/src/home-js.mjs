import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './paths.mjs';

/** Loads home in Chromium and adds up the gzip size of every script the page fetched until idle. */
export async function homeJsGzip(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const bodies = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.body().then((b) => [res.url(), b]));
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    return scripts.map(([file, body]) => ({
      file: new URL(file).pathname,
      gzip: gzipSync(body, { level: 9 }).length,
    }));
  } finally {
    await browser.close();
  }
}
