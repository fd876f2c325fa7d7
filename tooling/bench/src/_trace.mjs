import { writeFileSync } from 'node:fs';
import { startPlatform } from '@marquee/harness/platform';
import { launchChromium } from '@marquee/harness/launch';
const platform = await startPlatform();
const path = process.argv[2] ?? '/';
const rate = Number(process.argv[3] ?? 4);
try {
  const browser = await launchChromium();
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const page = await ctx.newPage();
  if (process.env.CSS) await page.addInitScript((css) => { document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = css; document.head.append(s); }); }, process.env.CSS);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
  const t0 = Date.now();
  await page.goto(platform.url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const buf = await browser.stopTracing();
  const trace = JSON.parse(buf.toString());
  const ev = trace.traceEvents;
  const main = ev.find((e) => e.name === 'TracingStartedInBrowser');
  // renderer main thread: the thread with most RunTask of ParseHTML
  const names = ev.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null, bestDur = -1;
  for (const n of names) { const d = ev.filter((e) => e.pid === n.pid && e.tid === n.tid && e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0); if (d > bestDur) { bestDur = d; best = n; } }
  const pid = best.pid, tid = best.tid;
  const mine = ev.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const nav = ev.filter((e) => e.name === 'navigationStart' && e.pid === pid).pop() ?? mine[0];
  const all = mine.filter((e) => e.name === 'RunTask');
  const cpuTbt = all.reduce((s, e) => s + Math.max(0, (4 * (e.tdur ?? e.dur)) / 1000 - 50), 0);
  const big = all.filter((e) => 4 * (e.tdur ?? 0) > 50000).map((e) => `${((e.ts - nav.ts) / 1000).toFixed(0)}:${((e.tdur ?? 0) / 1000).toFixed(0)}`);
  console.log('CPU-TBT(x4)', cpuTbt.toFixed(0), 'tasks>12.5ms cpu', big.join(' '));
  const tasks = all.filter((e) => 4 * (e.tdur ?? 0) > 50000);
  let tbt = 0;
  for (const t of tasks) {
    tbt += Math.max(0, t.dur / 1000 - 50);
    const kids = mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.dur > 3000);
    const desc = kids.filter((k) => ['EvaluateScript','FunctionCall','TimerFire','FireAnimationFrame','Layout','UpdateLayoutTree','ParseHTML','v8.compile','EventDispatch','RunMicrotasks','V8.GC_MC_BACKGROUND','MajorGC','MinorGC','Paint','PrePaint','Commit','ParseAuthorStyleSheet','XHRReadyStateChange','ResourceReceivedData','HandlePostMessage'].includes(k.name) || k.name.startsWith('v8'))
      .map((k) => `${k.name}${k.args?.data?.url ? '(' + k.args.data.url.split('/').pop() + (k.args.data.functionName ? ':' + k.args.data.functionName : '') + ')' : ''} ${(k.dur / 1000).toFixed(0)}`);
    console.log(`TASK @${((t.ts - nav.ts) / 1000).toFixed(0)} cpu ${((t.tdur ?? 0) / 1000).toFixed(0)}ms: ${desc.slice(0, 14).join(' | ')}`);
  }
  console.log('observed TBT (all tasks)', tbt.toFixed(0));
  if (process.env.DETAIL) { const t = tasks.sort((a, b) => b.tdur - a.tdur)[0]; const kids = ev.filter((e) => e.pid === pid && e.tid === tid && e.ts >= t.ts && e.ts <= t.ts + t.dur && e !== t && (e.dur ?? 0) > 1000);
    const agg = new Map(); for (const k of kids) { const key = k.name + ' ' + JSON.stringify(k.args?.data ?? k.args ?? {}).slice(0, 140); agg.set(key, (agg.get(key) ?? 0) + (k.tdur ?? k.dur)); }
    for (const [k, v] of [...agg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log('  ', (v / 1000).toFixed(1), k); }
  if (process.env.SAVE) writeFileSync(process.env.SAVE, buf);
  await browser.close();
} finally { await platform.stop(); }
