import { launchChromium } from '@marquee/harness/launch';
import lighthouse from 'lighthouse';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse mobile (its default: emulated phone, simulated slow 4G) runs; returns the median figures. */
export async function lighthouseMobile(url, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const port = 9300 + i;
    const browser = await launchChromium([`--remote-debugging-port=${port}`]);
    try {
      const { lhr } = await lighthouse(`${url}/`, {
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
