import { loadavg } from 'node:os';
import { launchChromium } from '@marquee/harness/launch';
import lighthouse from 'lighthouse';
import { freePort } from '../../../scripts/lib/free-port.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The pages Lighthouse measures: home, and a lobby whose banner and games are its first screen. */
const PAGES = ['/', '/rng'];

const RUNS = 5;

/** Extra attempts a page gets for runs that report no figures, before its median is taken of fewer runs. */
const RETRIES = 3;

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/**
 * One Lighthouse mobile run: its figures, or `{ failed }` with why when Lighthouse reports none (a
 * page that painted nothing in time gives NO_FCP and no metric at all; the run is then not a figure).
 */
async function lighthouseRun(url) {
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  try {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const values = Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue]),
    );
    const missing = Object.keys(METRICS).filter((key) => typeof values[key] !== 'number');
    if (lhr.runtimeError || missing.length > 0 || lhr.categories.performance.score === null)
      return {
        failed: lhr.runtimeError?.code ?? `no ${missing.join(', ') || 'score'}`,
        detail: lhr.runtimeError?.message,
      };
    // The machine's one-minute load as the run ends: the simulated Total Blocking Time takes each
    // task's wall time, so another process holding the core lengthens a task as much as its own work.
    return { score: Math.round(lhr.categories.performance.score * 100), ...values, load: loadavg()[0] };
  } catch (error) {
    return { failed: 'error', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse mobile (its default: emulated phone, simulated slow 4G) runs of one page until `runs`
 * of them report figures or `runs + RETRIES` were tried; returns every run and the medians of those
 * that reported (none when no run did).
 */
async function lighthouseMobile(url, runs) {
  const attempts = [];
  for (let i = 0; i < runs + RETRIES && attempts.filter((r) => !r.failed).length < runs; i += 1)
    attempts.push(await lighthouseRun(url));
  const results = attempts.filter((r) => !r.failed);
  if (results.length === 0) return { attempts, results };
  return {
    attempts,
    results,
    median: {
      score: median(results.map((r) => r.score)),
      ...Object.fromEntries(Object.keys(METRICS).map((key) => [key, median(results.map((r) => r[key]))])),
    },
  };
}

const figures = (r) =>
  `FCP ${r.fcp.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}`;

/**
 * Runs Lighthouse mobile on each page (default: home and `/rng`) of the app served at `origin` and
 * prints every run, the runs that failed and the medians; returns how many pages had no run at all.
 */
export async function printLighthouse(origin, { pages = PAGES, runs = RUNS } = {}) {
  let pagesWithoutFigures = 0;
  for (const page of pages) {
    const lh = await lighthouseMobile(`${origin}${page}`, runs);
    console.info(`\n== Lighthouse mobile, ${page} (median of ${lh.results.length} of ${runs}) ==`);
    for (const [i, r] of lh.attempts.entries()) {
      if (r.failed) console.info(`  run ${i + 1}: FAILED, ${r.failed}${r.detail ? ` (${r.detail})` : ''}`);
      else console.info(`  run ${i + 1}: score ${r.score}, ${figures(r)}, load ${r.load.toFixed(1)}`);
    }
    if (!lh.median) {
      pagesWithoutFigures += 1;
      console.info(`  no run reported figures (${lh.attempts.length} tried)`);
      continue;
    }
    console.info(`  performance score: ${lh.median.score} (target >= 98)`);
    console.info(`  ${figures(lh.median)} (targets: LCP <= 1700 ms, CLS <= 0.02)`);
  }
  return pagesWithoutFigures;
}
