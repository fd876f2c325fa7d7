import assert from 'node:assert/strict';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { apiClientPackage, buildConsumerApp } from './consumer-app.mjs';
import { installConsumer, packPackages } from './pack-and-install.mjs';
import { serveStatic } from './static-server.mjs';
import { publishedClosure, repoRoot } from './workspace-packages.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
  built = await buildConsumerApp(appDir, apiClientPackage(packages));
  server = await serveStatic(built.outDir);
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Recent winners' }).waitFor({ timeout: 15_000 });
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
  assert.ok(css.includes('.mq-slot-header'), "games-lobby's rules are missing from the bundle");
  assert.ok(!/\.app-[a-z]/.test(css), "the bundle holds the shell's rules");
});

test("the screen renders styled by games-lobby's CSS on ui-kit's tokens", async () => {
  const styles = await page.evaluate(() => {
    const style = (selector) => getComputedStyle(document.querySelector(selector));
    const header = style('.mq-slot-header');
    const jackpot = style('.mq-jackpot');
    const winners = style('.mq-winners');
    const row = style('.mq-winners__row');
    // what ui-kit's tokens resolve to on their own, for comparison with the lobby's rules
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.backgroundColor = 'var(--mq-color-surface)';
    probe.style.borderRadius = 'var(--mq-radius-lg)';
    const tokens = { ...getComputedStyle(probe) };
    probe.remove();
    return {
      headerDisplay: header.display,
      headerColumns: header.gridTemplateColumns.split(' ').length,
      jackpotColor: jackpot.color,
      jackpotBackground: jackpot.backgroundImage,
      rowDisplay: row.display,
      rowHeight: row.height,
      winnersBackground: winners.backgroundColor,
      winnersRadius: winners.borderTopLeftRadius,
      surfaceDefined:
        getComputedStyle(document.documentElement).getPropertyValue('--mq-color-surface') !== '',
      surfaceToken: tokens.backgroundColor,
      radiusToken: tokens.borderTopLeftRadius,
    };
  });
  assert.equal(styles.headerDisplay, 'grid');
  assert.equal(styles.headerColumns, 2);
  assert.equal(styles.jackpotColor, 'rgb(253, 230, 138)');
  assert.match(styles.jackpotBackground, /^linear-gradient/);
  assert.equal(styles.rowDisplay, 'grid');
  assert.equal(styles.rowHeight, '67px');
  assert.ok(styles.surfaceDefined, "ui-kit's tokens are not loaded");
  assert.equal(styles.winnersBackground, styles.surfaceToken);
  assert.notEqual(styles.winnersRadius, '0px');
  assert.equal(styles.winnersRadius, styles.radiusToken);
  assert.deepEqual(pageErrors, []);
});
