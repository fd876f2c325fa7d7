import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { serveStatic } from '@marquee/harness/static-server';
import { chunkName } from './src/budget-checks.mjs';
import { entryScripts } from './src/entry-scripts.mjs';
import { firstVisitScripts } from './src/first-visit.mjs';

const SIZE_LIMIT = path.join(import.meta.dirname, 'node_modules/size-limit/bin.js');
const RECORD = path.join(import.meta.dirname, 'src/record-budgets.mjs');
let dir;
let server;

/** Text gzip cannot shrink much, so a chunk's gzip size follows its length. */
const noise = (bytes, name = 'n') =>
  `export const ${name}=${JSON.stringify(randomBytes(bytes).toString('base64'))};\n`;

/**
 * A planted build: index.html starts the entry and preloads the vendor chunk it imports; the entry
 * loads the page chunk at once (home fetches it although it is lazy) and the dialog chunk only on a
 * click, which the visit never makes.
 */
const ENTRY = 'assets/index-AbCd1234.js';
const VENDOR = 'assets/vendor-Xy_z-987.js';
const PAGE = 'assets/page-Qw3rTy12.js';
function build({ pageBytes = 2000, extra = {} } = {}) {
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const files = {
    'index.html': `<!doctype html><html><head><script type="module" crossorigin src="/${ENTRY}"></script><link rel="modulepreload" crossorigin href="/${VENDOR}"></head><body><button>open</button></body></html>`,
    [ENTRY]: `import{n}from"./vendor-Xy_z-987.js";import("./page-Qw3rTy12.js");document.querySelector("button").onclick=()=>import("./dialog-Mn0pQr12.js");${noise(1000, 'm')}`,
    [VENDOR]: noise(3000),
    [PAGE]: noise(pageBytes),
    'assets/dialog-Mn0pQr12.js': noise(500),
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dist, file), text);
  return dist;
}

const gzipSize = (dist, files) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);

function budgets(value) {
  writeFileSync(path.join(dir, 'budgets.json'), JSON.stringify(value));
}

/** Runs a script as `pnpm size` would, on the planted build served by the test's own server. */
async function run(script) {
  server ??= await serveStatic(path.join(dir, 'dist'));
  const child = spawn(process.execPath, [script], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      BUNDLE_BUDGET_DIST: path.join(dir, 'dist'),
      BUNDLE_BUDGET_FILE: path.join(dir, 'budgets.json'),
      BUNDLE_BUDGET_ORIGIN: server.url.replace(/\/$/, ''),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  // Turbo and CI may force colours on; the assertions read the words.
  return { status, output: stripVTControlCharacters(output) };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bundle-budget-'));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

test('a first visit counts what the browser fetches: the entry, its preloads and the lazy chunks it loads at once', async () => {
  const dist = build();
  server = await serveStatic(dist);
  const fetched = await firstVisitScripts(server.url.replace(/\/$/, ''), dist);
  assert.deepEqual([...fetched].sort(), [ENTRY, PAGE, VENDOR]);
});

test("the lazy chunks are every chunk but index.html's entry and its static imports", async () => {
  const dist = build();
  assert.deepEqual(await entryScripts(dist), [ENTRY, VENDOR]);
});

test('a chunk is named by its file name without the hash', () => {
  assert.equal(chunkName('assets/game-search-dialog-5gcryJQ-.js'), 'game-search-dialog');
  assert.equal(chunkName('vi-_ciBwyP4.js'), 'vi');
});

test('a build within its budgets passes', async () => {
  build();
  budgets({ homeRoute: 10_000, lazyChunks: { page: 5000, dialog: 1000 } });
  const { status, output } = await run(SIZE_LIMIT);
  assert.equal(status, 0, output);
});

test('a lazy chunk grown past its recorded budget fails', async () => {
  build({ pageBytes: 8000 });
  budgets({ homeRoute: 20_000, lazyChunks: { page: 5000, dialog: 1000 } });
  const { status, output } = await run(SIZE_LIMIT);
  assert.equal(status, 1, output);
  assert.match(output, /lazy: page\s+Package size limit has exceeded/);
});

test('home over its budget fails, counting the lazy chunk it fetches on the first visit', async () => {
  const dist = build();
  // room for the entry and its static imports, not for the page chunk the visit fetches too
  budgets({ homeRoute: gzipSize(dist, [ENTRY, VENDOR]) + 100, lazyChunks: { page: 5000, dialog: 1000 } });
  const { status, output } = await run(SIZE_LIMIT);
  assert.equal(status, 1, output);
  assert.match(output, /home, first visit\s+Package size limit has exceeded/);
});

test('a new lazy chunk without a recorded budget fails', async () => {
  build({ extra: { 'assets/wallet-page-Zz99Zz99.js': noise(100) } });
  budgets({ homeRoute: 10_000, lazyChunks: { page: 5000, dialog: 1000 } });
  const { status, output } = await run(SIZE_LIMIT);
  assert.equal(status, 1, output);
  assert.match(output, /lazy: wallet-page\s+Package size limit has exceeded/);
});

test('recording writes each lazy chunk budget with headroom and keeps the home budget', async () => {
  build({ extra: { 'assets/wallet-page-Zz99Zz99.js': noise(100) } });
  budgets({ homeRoute: 10_000, lazyChunks: { gone: 1 } });
  const { status, output } = await run(RECORD);
  assert.equal(status, 0, output);
  const recorded = JSON.parse(readFileSync(path.join(dir, 'budgets.json'), 'utf8'));
  assert.equal(recorded.homeRoute, 10_000);
  assert.deepEqual(Object.keys(recorded.lazyChunks), ['dialog', 'page', 'wallet-page']);
  assert.ok(recorded.lazyChunks.page > 2000 && recorded.lazyChunks.page < 2000 * 1.4);
  assert.equal((await run(SIZE_LIMIT)).status, 0);
});
