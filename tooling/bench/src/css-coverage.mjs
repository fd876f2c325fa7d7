import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@marquee/harness/launch';
import { startPlatform } from '@marquee/harness/platform';

/**
 * `node src/css-coverage.mjs [page ...]`: of each stylesheet a phone-size first visit of the pages
 * (default `/` and `/rng`) loads, the bytes of the rules its first screen used (Chromium's rule
 * usage once the network is idle after the load, so the lazy sections have rendered), and the
 * unused bytes by the package whose sources define the rule's first class, to see what the first
 * stylesheet could leave to the lazy chunks.
 */
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The package (or `web`) whose CSS sources define each class: `mq-nav` → games-lobby. */
function classOwners() {
  const owners = new Map();
  const files = [
    ...readdirRecursive(path.join(repoRoot, 'packages')).map((f) => [
      f,
      path.relative(repoRoot, f).split(path.sep)[1],
    ]),
    ...readdirRecursive(path.join(repoRoot, 'apps/web/src')).map((f) => [f, 'web']),
  ];
  for (const [file, name] of files) {
    for (const [, cls] of readFileSync(file, 'utf8').matchAll(/\.([a-zA-Z][\w-]*)/g))
      if (!owners.has(cls)) owners.set(cls, name);
  }
  return owners;
}

/** Every CSS source file under `dir`, outside node_modules and dist. */
function readdirRecursive(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...readdirRecursive(full));
    else if (entry.name.endsWith('.css')) out.push(full);
  }
  return out;
}

const owners = classOwners();
const platform = await startPlatform(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {});
const browser = await launchChromium();
try {
  for (const page of pages.length > 0 ? pages : ['/', '/rng']) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const sheets = new Map();
    cdp.on('CSS.styleSheetAdded', ({ header }) => sheets.set(header.styleSheetId, header));
    await cdp.send('CSS.startRuleUsageTracking');
    await tab.goto(`${platform.url}${page}`, { waitUntil: 'networkidle' });
    const { ruleUsage } = await cdp.send('CSS.stopRuleUsageTracking');
    console.info(`\n== ${page} ==`);
    for (const [id, header] of sheets) {
      if (!header.sourceURL) continue;
      const { text } = await cdp.send('CSS.getStyleSheetText', { styleSheetId: id });
      const rules = ruleUsage.filter((r) => r.styleSheetId === id);
      const used = rules.filter((r) => r.used).reduce((s, r) => s + r.endOffset - r.startOffset, 0);
      const usedRanges = rules.filter((r) => r.used).sort((a, b) => a.startOffset - b.startOffset);
      let unused = '';
      let at = 0;
      for (const r of usedRanges) {
        if (r.startOffset > at) unused += `${text.slice(at, r.startOffset)}\n`;
        at = Math.max(at, r.endOffset);
      }
      unused += text.slice(at);
      const unusedBy = new Map();
      for (const [rule, selector] of unused.matchAll(/([^{}]+)\{[^{}]*\}/g)) {
        const cls = /\.([a-zA-Z][\w-]*)/.exec(selector)?.[1];
        const owner = (cls && owners.get(cls)) ?? '?';
        unusedBy.set(owner, (unusedBy.get(owner) ?? 0) + rule.length);
      }
      console.info(
        `  ${header.sourceURL.replace(platform.url, '')}: ${text.length} bytes, rules used ${used}, unused by owner: ${[
          ...unusedBy,
        ]
          .sort((a, b) => b[1] - a[1])
          .map(([o, n]) => `${o} ${n}`)
          .join(', ')}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await platform.stop();
}
