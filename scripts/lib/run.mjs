import { spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM_VERSION = '10.34.9';

function commandEnv(env) {
  return { ...process.env, TURBO_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env };
}

/** Runs a command from the repository root, streaming its output; returns its exit code. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: commandEnv(env) });
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

/**
 * Starts pnpm from the repository root with its output going to `logFile`, so it does not mix
 * with what runs meanwhile; resolves to its exit code.
 */
export function pnpmInBackground(args, env, logFile) {
  const [command, ...prefix] = pnpmCommand();
  const out = openSync(logFile, 'w');
  const child = spawn(command, [...prefix, ...args], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: commandEnv(env),
  });
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
}

export function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const code = pnpm(['install', ...frozen]);
  if (code !== 0) {
    console.error('pnpm install failed');
    process.exit(code);
  }
}
