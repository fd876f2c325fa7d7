import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startPlatform } from '@marquee/harness/platform';
import { launchChromium } from '@marquee/harness/launch';
const require = createRequire('/work/main/node_modules/.pnpm/@jridgewell+trace-mapping@0.3.31/node_modules/@jridgewell/trace-mapping/package.json');
const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');
const dist = process.env.DIST ?? '/work/main/apps/web/dist';
const maps = new Map();
function mapOf(file) { if (!maps.has(file)) { const p = `${dist}/assets/${file}.map`; maps.set(file, existsSync(p) ? new TraceMap(readFileSync(p, 'utf8')) : null); } return maps.get(file); }
const platform = await startPlatform();
const path = process.argv[2] ?? '/';
const rate = Number(process.argv[3] ?? 4);
try {
  const browser = await launchChromium();
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const page = await ctx.newPage();
  await page.addInitScript(() => { window.__long = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push({ s: Math.round(e.startTime), d: Math.round(e.duration) }); }).observe({ type: 'longtask', buffered: true }); });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 250 }); await cdp.send('Profiler.start');
  await page.goto(platform.url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const { profile } = await cdp.send('Profiler.stop');
  const longs = await page.evaluate(() => window.__long);
  const tbt = longs.reduce((s, l) => s + Math.max(0, l.d - 50), 0);
  console.log('long tasks', JSON.stringify(longs), 'TBT(observed, after all)', tbt);
  const byId = new Map(profile.nodes.map((n) => [n.id, n])); const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = new Map();
  function lab(n) { if (label.has(n.id)) return label.get(n.id); const cf = n.callFrame; let l = null; const f = cf.url.split('/').pop();
    const m = f && mapOf(f); if (m) { const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) { const src = o.source.replace(/^.*?(packages|apps|node_modules\/\.pnpm\/[^/]+\/node_modules)\//, '$1/'); l = src; } }
    label.set(n.id, l); return l; }
  const incl = new Map(); const selfm = new Map(); let total = 0;
  for (let i = 0; i < profile.samples.length; i++) { const dt = profile.timeDeltas[i + 1] ?? 0; let n = byId.get(profile.samples[i]); const fn = n.callFrame.functionName; if (fn === '(idle)' || fn === '(program)') continue; total += dt;
    const seen = new Set(); let first = true; while (n) { const l = lab(n); if (l) { if (first) { selfm.set(l, (selfm.get(l) ?? 0) + dt); first = false; } if (!seen.has(l)) { seen.add(l); incl.set(l, (incl.get(l) ?? 0) + dt); } } const p = parent.get(n.id); n = p ? byId.get(p) : null; } }
  const attrib = new Map();
  for (let i = 0; i < profile.samples.length; i++) { const dt = profile.timeDeltas[i + 1] ?? 0; let n = byId.get(profile.samples[i]); const fn = n.callFrame.functionName; if (fn === '(idle)' || fn === '(program)') continue;
    const self = lab(n) ?? '?'; if (!/i18next|create-api-client|react-router/.test(self)) continue; const chain = [];
    let m = n; while (m && chain.length < 4) { const l = lab(m); if (l && !l.startsWith('node_modules') && !chain.includes(l)) chain.push(l.split('/').pop()); const p = parent.get(m.id); m = p ? byId.get(p) : null; }
    const cf = n.callFrame; const mm = mapOf(cf.url.split('/').pop()); const o = mm ? originalPositionFor(mm, { line: cf.lineNumber + 1, column: cf.columnNumber }) : {};
    const k = self.split('/').slice(-1)[0] + ' <- ' + chain.join(' <- ') + ' :: ' + (o.name ?? cf.functionName) + ':' + o.line; attrib.set(k, (attrib.get(k) ?? 0) + dt); }
  for (const [k, v] of [...attrib.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log('ATTR', (v / 1000).toFixed(0).padStart(6), k);
  console.log('busy ms', (total / 1000).toFixed(0));
  console.log('--- inclusive (app files)');
  for (const [k, v] of [...incl.entries()].filter(([k]) => !k.startsWith('node_modules')).sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((v / 1000).toFixed(0).padStart(6), k);
  console.log('--- self');
  for (const [k, v] of [...selfm.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(0).padStart(6), k);
  await browser.close();
} finally { await platform.stop(); }
