import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startPlatform } from '@marquee/harness/platform';
import { launchChromium } from '@marquee/harness/launch';
const require = createRequire('/work/main/node_modules/.pnpm/@jridgewell+trace-mapping@0.3.31/node_modules/@jridgewell/trace-mapping/package.json');
const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');
const dist = '/work/main/apps/web/dist';
const maps = new Map();
function mapOf(file) { if (!maps.has(file)) { const p = `${dist}/assets/${file}.map`; maps.set(file, existsSync(p) ? new TraceMap(readFileSync(p, 'utf8')) : null); } return maps.get(file); }
const platform = await startPlatform();
try {
  const browser = await launchChromium();
  const agg = new Map(); const fagg = new Map(); let tot = 0;
  for (let r = 0; r < 3; r++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
  await page.goto(platform.url + '/', { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n])); const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const isModTop = (n) => /index-.*\.js$/.test(n.callFrame.url) && n.callFrame.lineNumber === 0 && n.callFrame.columnNumber === 0 && parent.get(n.id) && byId.get(parent.get(n.id)).callFrame.functionName === '(root)';
  for (let i = 0; i < profile.samples.length; i++) { const dt = profile.timeDeltas[i + 1] ?? 0; let n = byId.get(profile.samples[i]); const chain = []; let m = n; let inMod = false;
    while (m) { chain.push(m); if (isModTop(m)) { inMod = true; break; } const p = parent.get(m.id); m = p ? byId.get(p) : null; }
    if (!inMod) continue; tot += dt;
    { const cf = n.callFrame; const mm = mapOf(cf.url.split('/').pop()); const o = mm && cf.lineNumber >= 0 ? originalPositionFor(mm, { line: cf.lineNumber + 1, column: cf.columnNumber }) : {};
      const k = 'SELF ' + (o.source ? o.source.replace(/^.*node_modules\//, '').replace(/^.*?(packages|src)\//, '$1/') + ':' + (o.name ?? cf.functionName) + ':' + o.line : (cf.url.split('/').pop() || '') + ':' + cf.functionName + ':' + cf.lineNumber + ':' + cf.columnNumber); fagg.set(k, (fagg.get(k) ?? 0) + dt); }
    const seen = new Set();
    for (const c of chain) { const cf = c.callFrame; const mm = mapOf(cf.url.split('/').pop()); if (!mm) continue; const o = originalPositionFor(mm, { line: cf.lineNumber + 1, column: cf.columnNumber }); if (!o.source) continue; const src = o.source.replace(/^.*?(packages|apps|node_modules\/\.pnpm\/[^/]+\/node_modules)\//, '$1/').replace(/node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'nm/'); if (!seen.has(src)) { seen.add(src); agg.set(src, (agg.get(src) ?? 0) + dt); } const fk = src.split('/').pop() + ':' + (o.name ?? cf.functionName); if (!seen.has(fk)) { seen.add(fk); fagg.set(fk, (fagg.get(fk) ?? 0) + dt); } }
  }
  await ctx.close();
  }
  console.log('module top-level total ms (3 runs)', (tot / 1000).toFixed(0));
  for (const [k, v] of [...agg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000).toFixed(1).padStart(7), k);
  console.log('--- functions');
  for (const [k, v] of [...fagg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(1).padStart(7), k);
  await browser.close();
} finally { await platform.stop(); }
