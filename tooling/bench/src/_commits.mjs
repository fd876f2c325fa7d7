import { startPlatform } from '@marquee/harness/platform';
import { launchChromium } from '@marquee/harness/launch';
const platform = await startPlatform();
const path = process.argv[2] ?? '/';
try {
  const browser = await launchChromium();
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    window.__commits = [];
    const nameOf = (f) => { const t = f.type; return typeof t === 'function' ? (t.displayName || t.name) : (t && typeof t === 'object' ? (t.displayName || t.render?.name || t.type?.name || '?') : null); };
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, renderers: new Map(), inject() { return 1; }, onScheduleFiberRoot() {}, onCommitFiberRoot(id, root, prio) {
      let n = 0; const names = new Map();
      const walk = (f) => { while (f) { if ((f.flags & 1) && typeof f.type !== 'string' && f.type) { n++; const nm = nameOf(f); if (nm) names.set(nm, (names.get(nm) ?? 0) + 1); } if (f.child) walk(f.child); f = f.sibling; } };
      walk(root.current.child);
      const top = [...names.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}×${v}`).join(' ');
      window.__commits.push({ t: Math.round(performance.now()), n, prio, top });
    }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };
  });
  await page.goto(platform.url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const commits = await page.evaluate(() => window.__commits);
  let total = 0;
  for (const c of commits) { total += c.n; if (c.n > 0) console.log(`@${c.t} p${c.prio} rendered ${c.n}: ${c.top}`); }
  console.log('total fibers rendered', total, 'commits', commits.length);
  await browser.close();
} finally { await platform.stop(); }
