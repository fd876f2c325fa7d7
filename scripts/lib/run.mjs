import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM_VERSION = '10.34.9';

/** Runs a command from the repository root, streaming its output; returns its exit code. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
  });
  return result.status ?? 1;
}

function hasPinnedPnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim() === PNPM_VERSION;
}

/** The pinned pnpm: the one on PATH when it matches, else fetched from the npm registry by npx. */
function pnpmCommand() {
  return hasPinnedPnpm() ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function pnpm(args, env) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], env);
}

export function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const code = pnpm(['install', ...frozen]);
  if (code !== 0) {
    console.error('pnpm install failed');
    process.exit(code);
  }
}
