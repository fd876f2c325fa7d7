import { startPlatform } from '@marquee/harness/platform';
import { launchChromium } from '@marquee/harness/launch';
const platform = await startPlatform();
const path = process.argv[2] ?? '/';
const rate = Number(process.argv[3] ?? 1);
const runs = Number(process.argv[4] ?? 1);
try {
  const browser = await launchChromium();
  const totals = [];
  for (let r = 0; r < runs; r++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    window.__loaf = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push({ s: Math.round(e.startTime), d: Math.round(e.duration), block: Math.round(e.blockingDuration), render: Math.round(e.renderStart ? e.startTime + e.duration - e.renderStart : 0), style: Math.round(e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0), scripts: e.scripts.map((s) => ({ inv: s.invoker, type: s.invokerType, fn: s.sourceFunctionName, url: (s.sourceURL || '').split('/').pop(), d: Math.round(s.duration), fsl: Math.round(s.forcedStyleAndLayoutDuration) })) }); }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await page.goto(platform.url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const loafs = await page.evaluate(() => window.__loaf);
  let block = 0;
  for (const f of loafs) { block += f.block; if (runs === 1) console.log(`@${f.s} ${f.d}ms block ${f.block} style/layout ${f.style}: ` + f.scripts.filter((s) => s.d > 2).map((s) => `[${s.type} ${s.inv} ${s.fn}@${s.url} ${s.d}${s.fsl ? ' fsl ' + s.fsl : ''}]`).join(' ')); }
  console.log('total blocking (LoAF)', block);
  totals.push(block);
  await ctx.close();
  }
  if (runs > 1) console.log('blocking per run', totals.join(', '), 'median', [...totals].sort((a, b) => a - b)[Math.floor(runs / 2)]);
  await browser.close();
} finally { await platform.stop(); }
