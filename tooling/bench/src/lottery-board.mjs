import path from 'node:path';
import { launchChromium } from '@marquee/harness/launch';
import { preview } from 'vite';
import { buildBenchPage } from './build-page.mjs';

const here = path.join(import.meta.dirname, '../lottery');
const out = path.join(here, '../.lottery-dist');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** The number board in Chromium: 100 numbers picked one by one, then ten stake changes. */
export async function lotteryBoard({ runs = 3 } = {}) {
  await buildBenchPage(here, out);
  const server = await preview({
    root: here,
    logLevel: 'silent',
    build: { outDir: out },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls.local[0];
  const browser = await launchChromium();
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(url);
      results.push(await page.evaluate(() => window.bench.run()));
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
  const figures = (values) => ({
    median: median(values),
    p95: percentile(values, 0.95),
    max: Math.max(...values),
  });
  const of = (kind, field) => figures(results.flatMap((run) => run[kind].map((timing) => timing[field])));
  return {
    runs,
    select: { handled: of('select', 'handled'), painted: of('select', 'painted') },
    stake: { handled: of('stake', 'handled'), painted: of('stake', 'painted') },
  };
}

export function printBoard(figures) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const line = (f) => `median ${ms(f.median)}, p95 ${ms(f.p95)}, max ${ms(f.max)}`;
  console.info(`\n== Lottery number board (${figures.runs} runs; target < 50 ms per input) ==`);
  console.info(`  pick a number (100 per run), handling the click: ${line(figures.select.handled)}`);
  console.info(`  pick a number, click to painted frame:          ${line(figures.select.painted)}`);
  console.info(`  change the stake (10 per run), handling:        ${line(figures.stake.handled)}`);
  console.info(`  change the stake, click to painted frame:       ${line(figures.stake.painted)}`);
}
