import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Runs a command, failing with its output when it fails. */
function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** pnpm as it runs this script (a pnpm script sets npm_execpath), else the one on PATH. */
function pnpmCommand() {
  const execPath = process.env.npm_execpath ?? '';
  return /pnpm\.c?js$/.test(execPath) ? [process.execPath, execPath] : ['pnpm'];
}

/** npm settings that say how to reach the registry; pnpm passes its own on to scripts as npm_config_*. */
const REGISTRY_SETTING = /^npm_config_(registry|cafile|ca|proxy|https_proxy|noproxy|strict_ssl|cache)$/i;

/**
 * The environment of a consumer's shell: how to reach the registry, but none of the other settings
 * pnpm hands its scripts (its global rc file, frozen lockfile, package and lifecycle variables).
 */
function consumerEnv() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) || REGISTRY_SETTING.test(key)),
  );
  return { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', npm_config_update_notifier: 'false' };
}

/**
 * Packs each package as it would be published (`pnpm pack` turns `workspace:` and `catalog:`
 * ranges into versions) into `<dir>/tarballs`; returns the tarball file of each package by name.
 */
export function packPackages(packages, dir) {
  const destination = path.join(dir, 'tarballs');
  mkdirSync(destination, { recursive: true });
  const [command, ...prefix] = pnpmCommand();
  const tarballs = {};
  for (const { dir: packageDir, manifest } of packages) {
    const before = new Set(readdirSync(destination));
    run(command, [...prefix, 'pack', '--pack-destination', destination], { cwd: packageDir });
    const added = readdirSync(destination).filter((file) => !before.has(file));
    if (added.length !== 1)
      throw new Error(`pnpm pack of ${manifest.name} wrote ${added.join(', ') || 'nothing'}`);
    tarballs[manifest.name] = path.join(destination, added[0]);
  }
  return tarballs;
}

/**
 * A consumer project in `<dir>/app` that depends on the tarballs and on the peer dependencies the
 * packages declare, installed by npm from the registry. Overrides pin every packed name to its
 * tarball, so no registry package of the same name can stand in for one.
 */
export function installConsumer(packages, tarballs, dir) {
  const appDir = path.join(dir, 'app');
  mkdirSync(appDir, { recursive: true });
  const local = Object.fromEntries(
    Object.entries(tarballs).map(([name, file]) => [name, `file:${path.relative(appDir, file)}`]),
  );
  const peers = {};
  for (const { manifest } of packages) {
    for (const [name, range] of Object.entries(manifest.peerDependencies ?? {})) {
      if (!(name in local)) peers[name] = range;
    }
  }
  const manifest = {
    name: 'marquee-consumer',
    private: true,
    type: 'module',
    dependencies: { ...peers, ...local },
    overrides: local,
  };
  writeFileSync(path.join(appDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', '--loglevel=error'],
    {
      cwd: appDir,
      env: consumerEnv(),
    },
  );
  return appDir;
}
