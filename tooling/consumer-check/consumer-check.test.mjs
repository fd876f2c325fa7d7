import assert from 'node:assert/strict';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { launchChromium } from '@marquee/harness/launch';
import { serveStatic } from '@marquee/harness/static-server';
import { buildConsumerApp, pageOf } from './consumer-app.mjs';
import { FEATURE_SCREENS } from './features.mjs';
import { installConsumer, packPackages } from './pack-and-install.mjs';
import { featurePackageNames, publishedClosure, repoRoot } from './workspace-packages.mjs';

const features = featurePackageNames();
const screens = Object.fromEntries(
  features.flatMap((name) => (FEATURE_SCREENS[name] ? [[name, FEATURE_SCREENS[name]]] : [])),
);
// every feature and its dependencies: one install and one build for all of them
const packages = publishedClosure(Object.keys(screens));
const workDir = realpathSync(mkdtempSync(path.join(tmpdir(), 'marquee-consumer-')));
// the custom properties the shell's own CSS sets: a package that reads one without defining it
// renders styled only inside apps/web
const shellTokens = new Set(
  readdirSync(path.join(repoRoot, 'apps/web/src'), { recursive: true })
    .filter((file) => file.endsWith('.css'))
    .flatMap((file) =>
      [...readFileSync(path.join(repoRoot, 'apps/web/src', file), 'utf8').matchAll(/(--[\w-]+)\s*:/g)].map(
        (m) => m[1],
      ),
    ),
);
let appDir = '';
let built = { outDir: '', sources: [] };
let server;
let browser;

before(async () => {
  const tarballs = packPackages(packages, workDir);
  appDir = installConsumer(packages, tarballs, workDir);
  built = await buildConsumerApp(appDir, screens);
  server = await serveStatic(built.outDir);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

test('every feature package has a screen to render in features.mjs', () => {
  const missing = features.filter((name) => !FEATURE_SCREENS[name]);
  assert.deepEqual(missing, [], 'add a line to tooling/consumer-check/features.mjs for each');
  assert.ok(features.includes('@marquee/games-lobby'));
});

test('the consumer installs the features and their workspace dependencies from tarballs, outside the workspace', () => {
  assert.ok(!workDir.startsWith(`${repoRoot}${path.sep}`), `${workDir} is inside the repository`);
  for (const { manifest } of packages) {
    const installed = path.join(appDir, 'node_modules', manifest.name);
    assert.ok(!lstatSync(installed).isSymbolicLink(), `${manifest.name} is a link, not an installed copy`);
    const installedManifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
    assert.equal(installedManifest.version, manifest.version);
  }
  assert.ok(packages.some(({ manifest }) => manifest.name === '@marquee/ui-kit'));
});

test('the bundle is built only from files installed in the consumer, none from the workspace or apps/web', () => {
  for (const name of Object.keys(screens)) {
    const css = path.join('node_modules', name, 'dist', 'index.css');
    assert.ok(
      built.sources.some((file) => file.endsWith(css)),
      `${name}'s styles are not in the bundle`,
    );
  }
  const outside = built.sources.filter((file) => !file.startsWith(`${appDir}${path.sep}`));
  assert.deepEqual(outside, []);
});

test("the shipped CSS carries no shell rule: only the packages' own class names", () => {
  const assets = path.join(built.outDir, 'assets');
  const css = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
  assert.ok(!/\.app-[a-z]/.test(css), "the bundle holds the shell's rules");
});

/**
 * In the page: the computed style of each checked element (a `var(--token)` expectation resolved on
 * a probe element), and every custom property the page's CSS reads without a fallback but never
 * defines (set inline by a component, or left to the shell).
 */
function readStyles(checks) {
  const resolve = (property, value) => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style[property] = value;
    const resolved = getComputedStyle(probe)[property];
    probe.remove();
    return resolved;
  };
  const styles = {};
  for (const [selector, expected] of Object.entries(checks)) {
    const element = document.querySelector(selector);
    const style = element && getComputedStyle(element);
    styles[selector] = Object.fromEntries(
      Object.entries(expected).map(([property, value]) => [
        property,
        {
          actual: style ? style[property] : `no element ${selector}`,
          expected: value.startsWith('var(') ? resolve(property, value) : value,
        },
      ]),
    );
  }
  const text = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
  const defined = new Set([...text.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
  const undefinedTokens = [
    ...new Set([...text.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)].map((m) => m[1])),
  ].filter((name) => !defined.has(name));
  return { styles, undefinedTokens };
}

for (const [name, screen] of Object.entries(FEATURE_SCREENS)) {
  test(`${name} renders one screen styled by its own CSS on ui-kit's tokens alone`, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await page.goto(`${server.url}${pageOf(name)}.html`);
      await page.locator(screen.ready).first().waitFor({ timeout: 15_000 });
      const { styles, undefinedTokens } = await page.evaluate(readStyles, screen.styles);
      for (const [selector, properties] of Object.entries(styles)) {
        for (const [property, { actual, expected }] of Object.entries(properties)) {
          assert.equal(actual, expected, `${selector} ${property}`);
        }
      }
      assert.deepEqual(
        undefinedTokens.filter((token) => shellTokens.has(token)),
        [],
        "custom properties the package reads but only the shell's CSS defines",
      );
      assert.deepEqual(pageErrors, []);
    } finally {
      await page.close();
    }
  });
}
