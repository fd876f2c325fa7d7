import { launchChromium } from '@marquee/harness/launch';
import lighthouse from 'lighthouse';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The pages Lighthouse measures: home, and a lobby whose banner and games are its first screen. */
const PAGES = ['/', '/rng'];

const RUNS = 5;

/** Lighthouse mobile (its default: emulated phone, simulated slow 4G) runs of one page; returns the median figures. */
async function lighthouseMobile(url, runs) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const port = 9300 + i;
    const browser = await launchChromium([`--remote-debugging-port=${port}`]);
    try {
      const { lhr } = await lighthouse(url, {
        port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      });
    } finally {
      await browser.close();
    }
  }
  return {
    runs: results,
    score: median(results.map((r) => r.score)),
    fcp: median(results.map((r) => r.fcp)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  };
}

const figures = (r) =>
  `FCP ${r.fcp.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}`;

/** Runs Lighthouse mobile on each page of the app served at `origin` and prints every run and the medians. */
export async function printLighthouse(origin) {
  for (const page of PAGES) {
    const lh = await lighthouseMobile(`${origin}${page}`, RUNS);
    console.info(`\n== Lighthouse mobile, ${page} (median of ${RUNS}) ==`);
    for (const [i, r] of lh.runs.entries()) console.info(`  run ${i + 1}: score ${r.score}, ${figures(r)}`);
    console.info(`  performance score: ${lh.score} (target >= 98)`);
    console.info(`  ${figures(lh)} (targets: LCP <= 1700 ms, CLS <= 0.02)`);
  }
}
