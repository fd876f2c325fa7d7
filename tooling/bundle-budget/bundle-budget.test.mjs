import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { stripVTControlCharacters } from 'node:util';
import { chunkName } from './src/budget-checks.mjs';
import { homeRouteScripts } from './src/home-route-scripts.mjs';

const SIZE_LIMIT = path.join(import.meta.dirname, 'node_modules/size-limit/bin.js');
const RECORD = path.join(import.meta.dirname, 'src/record-budgets.mjs');
let dir;

/** Text gzip cannot shrink much, so a chunk's gzip size follows its length. */
const noise = (bytes) => `export const n=${JSON.stringify(randomBytes(bytes).toString('base64'))};\n`;

/** A planted build: home's entry imports the vendor chunk and lazily loads a page chunk. */
function build({ pageBytes = 2000, extra = {} } = {}) {
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const files = {
    'index.html': '<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>',
    'assets/index-AbCd1234.js': `import{n}from"./vendor-Xy_z-987.js";const p=()=>import("./page-Qw3rTy12.js");${noise(1000)}`,
    'assets/vendor-Xy_z-987.js': noise(3000),
    'assets/page-Qw3rTy12.js': noise(pageBytes),
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dist, file), text);
  return dist;
}

function budgets(value) {
  writeFileSync(path.join(dir, 'budgets.json'), JSON.stringify(value));
}

function run(script, extraEnv = {}) {
  const result = spawnSync(process.execPath, [script], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      BUNDLE_BUDGET_DIST: path.join(dir, 'dist'),
      BUNDLE_BUDGET_FILE: path.join(dir, 'budgets.json'),
      ...extraEnv,
    },
    encoding: 'utf8',
  });
  // Turbo and CI may force colours on; the assertions read the words.
  return { status: result.status, output: stripVTControlCharacters(result.stdout + result.stderr) };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bundle-budget-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("the home route is index.html's entry and its static imports, not its lazy chunks", async () => {
  const dist = build();
  assert.deepEqual(await homeRouteScripts(dist), ['assets/index-AbCd1234.js', 'assets/vendor-Xy_z-987.js']);
});

test('a chunk is named by its file name without the hash', () => {
  assert.equal(chunkName('assets/game-search-dialog-5gcryJQ-.js'), 'game-search-dialog');
  assert.equal(chunkName('vi-_ciBwyP4.js'), 'vi');
});

test('a build within its budgets passes', () => {
  build();
  budgets({ homeRoute: 10_000, lazyChunks: { page: 5000 } });
  const { status, output } = run(SIZE_LIMIT);
  assert.equal(status, 0, output);
});

test('a lazy chunk grown past its recorded budget fails', () => {
  build({ pageBytes: 8000 });
  budgets({ homeRoute: 10_000, lazyChunks: { page: 5000 } });
  const { status, output } = run(SIZE_LIMIT);
  assert.equal(status, 1, output);
  assert.match(output, /lazy: page\s+Package size limit has exceeded/);
});

test('a home route over its budget fails', () => {
  build();
  budgets({ homeRoute: 4000, lazyChunks: { page: 5000 } });
  const { status, output } = run(SIZE_LIMIT);
  assert.equal(status, 1, output);
  assert.match(output, /home route\s+Package size limit has exceeded/);
});

test('a new lazy chunk without a recorded budget fails', () => {
  build({ extra: { 'assets/wallet-page-Zz99Zz99.js': noise(100) } });
  budgets({ homeRoute: 10_000, lazyChunks: { page: 5000 } });
  const { status, output } = run(SIZE_LIMIT);
  assert.equal(status, 1, output);
  assert.match(output, /lazy: wallet-page\s+Package size limit has exceeded/);
});

test('recording writes each lazy chunk budget with headroom and keeps the home budget', () => {
  build({ extra: { 'assets/wallet-page-Zz99Zz99.js': noise(100) } });
  budgets({ homeRoute: 10_000, lazyChunks: { gone: 1 } });
  const { status, output } = run(RECORD);
  assert.equal(status, 0, output);
  const recorded = JSON.parse(readFileSync(path.join(dir, 'budgets.json'), 'utf8'));
  assert.equal(recorded.homeRoute, 10_000);
  assert.deepEqual(Object.keys(recorded.lazyChunks), ['page', 'wallet-page']);
  assert.ok(recorded.lazyChunks.page > 2000 && recorded.lazyChunks.page < 2000 * 1.4);
  assert.equal(run(SIZE_LIMIT).status, 0);
});
