import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';

const repoRoot = path.join(import.meta.dirname, '../..');
const KNIP = path.join(repoRoot, 'node_modules/knip/bin/knip.js');
let root;

function write(file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A workspace checked with the repository's knip.json: web imports the named exports of ui-kit's index. */
function workspace(webImports) {
  copyFileSync(path.join(repoRoot, 'knip.json'), path.join(root, 'knip.json'));
  write('package.json', JSON.stringify({ name: 'fixture', private: true, type: 'module' }));
  write('pnpm-workspace.yaml', 'packages:\n  - apps/*\n  - packages/*\n');
  write(
    'packages/ui-kit/package.json',
    JSON.stringify({
      name: '@marquee/ui-kit',
      type: 'module',
      exports: { '.': { source: './src/index.ts' } },
    }),
  );
  write('packages/ui-kit/src/button.ts', 'export const Button = 1;\nexport const IconButton = 2;\n');
  write('packages/ui-kit/src/index.ts', "export { Button, IconButton } from './button';\n");
  write(
    'apps/web/package.json',
    JSON.stringify({
      name: '@marquee/web',
      type: 'module',
      dependencies: { '@marquee/ui-kit': 'workspace:*' },
    }),
  );
  write(
    'apps/web/src/main.ts',
    `import { ${webImports} } from '@marquee/ui-kit';\nconsole.info(${webImports});\n`,
  );
  write('apps/web/index.html', '<script type="module" src="/src/main.ts"></script>');
  mkdirSync(path.join(root, 'apps/web/node_modules/@marquee'), { recursive: true });
  symlinkSync(
    path.join(root, 'packages/ui-kit'),
    path.join(root, 'apps/web/node_modules/@marquee/ui-kit'),
    'dir',
  );
}

function knip() {
  const run = spawnSync(process.execPath, [KNIP, '--no-progress', '--include', 'files,exports'], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'unused-code-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a package exporting only what others use passes', () => {
  workspace('Button, IconButton');
  const { status, output } = knip();
  assert.equal(status, 0, output);
});

test("an export of a package's index that nobody imports fails", () => {
  workspace('Button');
  const { status, output } = knip();
  assert.equal(status, 1, output);
  assert.match(output, /IconButton\s+packages\/ui-kit\/src\/index\.ts/);
});

test('a file nothing imports fails', () => {
  workspace('Button, IconButton');
  write('packages/ui-kit/src/orphan.ts', 'export const orphan = 1;\n');
  const { status, output } = knip();
  assert.equal(status, 1, output);
  assert.match(output, /packages\/ui-kit\/src\/orphan\.ts/);
});
