import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, test } from 'node:test';
import { findViolations } from './find-violations.mjs';

let root;

function pkg(group, dir, manifest, files = {}) {
  const base = path.join(root, group, dir);
  mkdirSync(path.join(base, 'src'), { recursive: true });
  writeFileSync(path.join(base, 'package.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(base, 'src', file), text);
}

function workspace() {
  root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  pkg('packages', 'api-client', { name: '@marquee/api-client' });
  pkg('packages', 'ui-kit', { name: '@marquee/ui-kit' });
  pkg('packages', 'auth', { name: '@marquee/auth', dependencies: { '@marquee/api-client': 'workspace:*' } });
  pkg('packages', 'lottery', { name: '@marquee/lottery' });
  pkg('packages', 'games-lobby', { name: '@marquee/games-lobby' });
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a clean workspace has no violation', () => {
  workspace();
  pkg(
    'apps',
    'web',
    { name: '@marquee/web', dependencies: { '@marquee/lottery': 'workspace:*' } },
    {
      'a.ts': "import { x } from '@marquee/lottery';",
    },
  );
  assert.deepEqual(findViolations(root), []);
});

test('a feature importing another feature is reported', () => {
  workspace();
  pkg(
    'packages',
    'promotions',
    { name: '@marquee/promotions' },
    {
      'b.tsx': "import { Lobby } from '@marquee/games-lobby';\nconst l = import('@marquee/lottery');",
    },
  );
  const found = findViolations(root);
  assert.equal(found.length, 2);
  assert.match(found[0], /games-lobby/);
});

test('a feature depending on another feature in package.json is reported', () => {
  workspace();
  pkg('packages', 'support', {
    name: '@marquee/support',
    dependencies: { '@marquee/lottery': 'workspace:*' },
  });
  assert.match(findViolations(root)[0], /support declares a dependency on @marquee\/lottery/);
});

test('ui-kit depending on api-client is reported', () => {
  workspace();
  pkg('packages', 'ui-kit', { name: '@marquee/ui-kit' }, { 'c.ts': "export * from '@marquee/api-client';" });
  assert.match(findViolations(root)[0], /ui-kit/);
});

test('a feature may use auth, api-client and ui-kit', () => {
  workspace();
  pkg(
    'packages',
    'support',
    { name: '@marquee/support' },
    {
      'd.ts': "import '@marquee/auth';\nimport '@marquee/api-client';\nimport '@marquee/ui-kit';",
    },
  );
  assert.deepEqual(findViolations(root), []);
});
