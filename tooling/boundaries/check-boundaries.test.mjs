import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';

const CHECK = path.join(import.meta.dirname, 'check-boundaries.mjs');
let root;

function write(file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A workspace package: its manifest, its files, and node_modules links to the workspace packages it declares. */
function pkg(dir, { name, layer, uses = [], exports, files = {} }) {
  const manifest = {
    name,
    type: 'module',
    ...(layer && { marquee: { layer } }),
    exports: exports ?? { '.': { source: './src/index.ts' } },
    dependencies: Object.fromEntries(uses.map((dep) => [dep, 'workspace:*'])),
  };
  write(`${dir}/package.json`, JSON.stringify(manifest));
  for (const [file, text] of Object.entries({ 'src/index.ts': 'export const x = 1;\n', ...files })) {
    write(`${dir}/${file}`, text);
  }
  for (const dep of uses) {
    const link = path.join(root, dir, 'node_modules', dep);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(root, packageDirs[dep]), link, 'dir');
  }
}

const packageDirs = {
  '@marquee/api-client': 'packages/api-client',
  '@marquee/i18n': 'packages/i18n',
  '@marquee/ui-kit': 'packages/ui-kit',
  '@marquee/session': 'packages/session',
  '@marquee/auth': 'packages/auth',
  '@marquee/games-lobby': 'packages/games-lobby',
  '@marquee/web': 'apps/web',
  '@marquee/platform': 'apps/platform',
};

/** A workspace that follows every rule; each test plants one violation in it. */
function cleanWorkspace(plant = {}) {
  write('pnpm-workspace.yaml', "packages:\n  - apps/*\n  - 'packages/*'\n  - tooling/*\n");
  const packages = {
    '@marquee/api-client': {
      layer: 'base',
      exports: { '.': { source: './src/index.ts' }, './contract': { source: './src/contract.ts' } },
      files: {
        'src/contract.ts': 'export const PATHS = {};\n',
        'src/index.ts': "export * from './contract';\n",
      },
    },
    '@marquee/i18n': { layer: 'base' },
    '@marquee/ui-kit': { layer: 'base' },
    '@marquee/session': {
      layer: 'base',
      uses: ['@marquee/api-client', '@marquee/i18n'],
      files: { 'src/index.ts': "import '@marquee/api-client';\nimport '@marquee/i18n';\n" },
    },
    '@marquee/auth': {
      layer: 'feature',
      uses: ['@marquee/session', '@marquee/ui-kit', '@marquee/i18n'],
      files: {
        'src/index.ts': "export { SignIn } from './sign-in';\n",
        'src/sign-in.tsx':
          "import '@marquee/session';\nimport '@marquee/ui-kit';\nexport const SignIn = 1;\n",
      },
    },
    '@marquee/games-lobby': {
      layer: 'feature',
      uses: ['@marquee/session', '@marquee/ui-kit'],
      files: { 'src/index.ts': "import '@marquee/session';\nimport '@marquee/ui-kit';\n" },
    },
    '@marquee/web': {
      layer: 'app',
      uses: ['@marquee/auth', '@marquee/games-lobby', '@marquee/session'],
      files: { 'src/index.ts': "import '@marquee/auth';\nimport '@marquee/games-lobby';\n" },
    },
    '@marquee/platform': {
      layer: 'app',
      uses: ['@marquee/api-client', '@marquee/web'],
      files: { 'src/index.ts': "import { PATHS } from '@marquee/api-client/contract';\nexport { PATHS };\n" },
    },
  };
  for (const [name, planted] of Object.entries(plant)) {
    const spec = packages[name] ?? {};
    packages[name] = { ...spec, ...planted, files: { ...spec.files, ...planted.files } };
  }
  for (const [name, spec] of Object.entries(packages)) pkg(packageDirs[name] ?? spec.dir, { name, ...spec });
  pkg('tooling/bench', {
    name: '@marquee/bench',
    layer: 'tooling',
    uses: ['@marquee/web', '@marquee/platform'],
  });
}

function check() {
  const run = spawnSync(process.execPath, [CHECK, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

function assertFails(pattern) {
  const { status, output } = check();
  assert.equal(status, 1, output);
  assert.match(output, pattern);
  assert.match(output, /docs\/architecture\.md/);
  assert.doesNotMatch(output, /\.\.\//, 'points only inside the repository');
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a workspace following the layer rules passes', () => {
  cleanWorkspace();
  const { status, output } = check();
  assert.equal(status, 0, output);
  assert.match(output, /9 packages/);
});

test('a feature importing another feature fails, in its imports and its package.json', () => {
  cleanWorkspace({
    '@marquee/games-lobby': {
      uses: ['@marquee/session', '@marquee/auth'],
      files: { 'src/launch.ts': "import { SignIn } from '@marquee/auth';\nexport const l = SignIn;\n" },
    },
  });
  assertFails(
    /\[feature-uses-feature\][^\n]*\n {2}packages\/games-lobby\/package.json declares @marquee\/auth/,
  );
  assertFails(/packages\/games-lobby\/src\/launch\.ts → packages\/auth\/src\/index\.ts/);
});

test('a base package importing a feature fails', () => {
  cleanWorkspace({
    '@marquee/session': {
      uses: ['@marquee/auth'],
      files: { 'src/guard.ts': "export { SignIn } from '@marquee/auth';\n" },
    },
  });
  assertFails(/\[base-uses-feature\][^\n]*\n(.*\n)*.*packages\/session\/src\/guard\.ts → packages\/auth/);
});

test('ui-kit importing session fails', () => {
  cleanWorkspace({
    '@marquee/ui-kit': {
      uses: ['@marquee/session'],
      files: { 'src/button.tsx': "import '@marquee/session';\n" },
    },
  });
  assertFails(/\[ui-kit-uses-data\](.*\n)*.*packages\/ui-kit\/src\/button\.tsx → packages\/session/);
});

test('ui-kit importing api-client fails', () => {
  cleanWorkspace({
    '@marquee/ui-kit': {
      uses: ['@marquee/api-client'],
      files: { 'src/money.ts': "import '@marquee/api-client/contract';\n" },
    },
  });
  assertFails(
    /\[ui-kit-uses-data\](.*\n)*.*packages\/ui-kit\/src\/money\.ts → packages\/api-client\/src\/contract\.ts/,
  );
});

test('a feature importing an app fails', () => {
  cleanWorkspace({
    '@marquee/auth': { uses: ['@marquee/web'], files: { 'src/paths.ts': "import '@marquee/web';\n" } },
  });
  assertFails(/\[uses-an-app\](.*\n)*.*packages\/auth\/src\/paths\.ts → apps\/web/);
});

test('an import cycle fails, wherever it is', () => {
  cleanWorkspace({
    '@marquee/platform': {
      files: {
        'src/settings.ts': "import { rule } from './policy';\nexport const settings = rule;\n",
        'src/policy.ts': "import { settings } from './settings';\nexport const rule = () => settings;\n",
      },
    },
  });
  assertFails(
    /\[no-cycle\](.*\n)*.*apps\/platform\/src\/(settings|policy)\.ts → .* → apps\/platform\/src\/(settings|policy)\.ts/,
  );
});

test('a package without a layer fails', () => {
  cleanWorkspace({ '@marquee/wallet': { dir: 'packages/wallet', layer: undefined } });
  assertFails(/\[no-layer\](.*\n)*.*packages\/wallet\/package\.json \(@marquee\/wallet\)/);
});

test('a package with an unknown layer fails', () => {
  cleanWorkspace({ '@marquee/wallet': { dir: 'packages/wallet', layer: 'domain' } });
  assertFails(/\[no-layer\](.*\n)*.*packages\/wallet\/package\.json \(@marquee\/wallet, layer "domain"\)/);
});

test('the platform importing the root entry of api-client fails', () => {
  cleanWorkspace({
    '@marquee/platform': { files: { 'src/client.ts': "import '@marquee/api-client';\n" } },
  });
  assertFails(
    /\[platform-beyond-contract\](.*\n)*.*apps\/platform\/src\/client\.ts → packages\/api-client\/src\/index\.ts/,
  );
});

test('the platform importing another base package fails', () => {
  cleanWorkspace({
    '@marquee/platform': {
      uses: ['@marquee/api-client', '@marquee/web', '@marquee/i18n'],
      files: { 'src/texts.ts': "import '@marquee/i18n';\n" },
    },
  });
  assertFails(/\[platform-beyond-contract\](.*\n)*.*apps\/platform\/src\/texts\.ts → packages\/i18n/);
});
