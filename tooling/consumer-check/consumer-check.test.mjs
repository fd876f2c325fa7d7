import assert from 'node:assert/strict';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { launchChromium } from '@marquee/harness/launch';
import { serveStatic } from '@marquee/harness/static-server';
import { buildConsumerApp } from './consumer-app.mjs';
import { installConsumer, packPackages } from './pack-and-install.mjs';
import { publishedClosure, repoRoot } from './workspace-packages.mjs';

const packages = publishedClosure('@marquee/games-lobby');
const workDir = realpathSync(mkdtempSync(path.join(tmpdir(), 'marquee-consumer-')));
let appDir = '';
let built = { outDir: '', sources: [] };
let server;
let browser;
let page;
const pageErrors = [];

before(async () => {
  const tarballs = packPackages(packages, workDir);
  appDir = installConsumer(packages, tarballs, workDir);
  built = await buildConsumerApp(appDir);
  server = await serveStatic(built.outDir);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Game 6', exact: true }).waitFor({ timeout: 15_000 });
});

after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

test('the consumer installs games-lobby and its workspace dependencies from tarballs, outside the workspace', () => {
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
  assert.ok(built.sources.some((file) => file.endsWith(path.join('games-lobby', 'dist', 'index.css'))));
  const outside = built.sources.filter((file) => !file.startsWith(`${appDir}${path.sep}`));
  assert.deepEqual(outside, []);
});

test("the shipped CSS carries no shell rule: only the packages' own class names", () => {
  const assets = path.join(built.outDir, 'assets');
  const css = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
  assert.ok(css.includes('.mq-game-card'), "games-lobby's rules are missing from the bundle");
  assert.ok(!/\.app-[a-z]/.test(css), "the bundle holds the shell's rules");
});

test("the game grid renders styled by games-lobby's CSS on ui-kit's tokens", async () => {
  const styles = await page.evaluate(() => {
    const style = (selector) => getComputedStyle(document.querySelector(selector));
    const viewport = style('.mq-game-grid__viewport--plain');
    const row = style('.mq-game-grid__row');
    const icon = document.querySelector('.mq-game-card__icon');
    const launch = style('.mq-game-card__launch');
    // what ui-kit's tokens resolve to on their own, for comparison with the lobby's rules
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.backgroundColor = 'var(--mq-color-bg)';
    probe.style.color = 'var(--mq-color-text)';
    probe.style.borderRadius = 'var(--mq-radius-md)';
    const tokens = { ...getComputedStyle(probe) };
    probe.remove();
    const box = icon.getBoundingClientRect();
    return {
      viewportDisplay: viewport.display,
      viewportDirection: viewport.flexDirection,
      rowDisplay: row.display,
      rowColumns: row.gridTemplateColumns.split(' ').length,
      rowGap: row.columnGap,
      iconRatio: box.width / box.height,
      iconBackground: getComputedStyle(icon).backgroundColor,
      iconRadius: getComputedStyle(icon).borderTopLeftRadius,
      launchColor: launch.color,
      launchBorder: launch.borderTopStyle,
      surfaceDefined: getComputedStyle(document.documentElement).getPropertyValue('--mq-color-bg') !== '',
      bgToken: tokens.backgroundColor,
      textToken: tokens.color,
      radiusToken: tokens.borderTopLeftRadius,
    };
  });
  assert.equal(styles.viewportDisplay, 'flex');
  assert.equal(styles.viewportDirection, 'column');
  assert.equal(styles.rowDisplay, 'grid');
  assert.ok(styles.rowColumns >= 2, `the row has ${styles.rowColumns} column(s)`);
  assert.equal(styles.rowGap, '12px');
  assert.ok(Math.abs(styles.iconRatio - 1) < 0.01, `the icon is not square (${styles.iconRatio})`);
  assert.ok(styles.surfaceDefined, "ui-kit's tokens are not loaded");
  assert.equal(styles.iconBackground, styles.bgToken);
  assert.notEqual(styles.iconRadius, '0px');
  assert.equal(styles.iconRadius, styles.radiusToken);
  assert.equal(styles.launchColor, styles.textToken);
  assert.equal(styles.launchBorder, 'none');
  assert.deepEqual(pageErrors, []);
});
