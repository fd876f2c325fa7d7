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

// Groups started by pnpmWithin are not the terminal's: an interrupted run stops them itself.
const running = new Set();
let stopsGroupsOnSignal = false;
function stopGroupsOnSignal() {
  if (stopsGroupsOnSignal) return;
  stopsGroupsOnSignal = true;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      for (const pid of running) stopGroup(pid);
      setTimeout(() => process.exit(130), STOP_GRACE_MS + 500);
    });
  }
}

// Playwright stops the web servers it started (each in a group of its own) when it is terminated,
// not when it is killed: a group is asked first and killed only if it is still there after this.
const STOP_GRACE_MS = 10_000;

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group has already exited
  }
}

function stopGroup(pid) {
  signalGroup(pid, 'SIGTERM');
  setTimeout(() => signalGroup(pid, 'SIGKILL'), STOP_GRACE_MS);
}

/**
 * Starts pnpm from the repository root in a process group of its own, its output streamed (or
 * written to `logFile`, so it does not mix with what runs meanwhile); resolves to its exit code.
 * A step that runs longer than `minutes` is stopped whole (pnpm, Turbo and the test runners under
 * them) and resolves to 1 with a line saying so: a hung step fails the run instead of stalling it
 * until the CI's hard limit.
 */
export function pnpmWithin(minutes, args, env, logFile) {
  const [command, ...prefix] = pnpmCommand();
  const out = logFile ? openSync(logFile, 'w') : 'inherit';
  stopGroupsOnSignal();
  const child = spawn(command, [...prefix, ...args], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: commandEnv(env),
    detached: true,
  });
  running.add(child.pid);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    console.error(`\n=== pnpm ${args.join(' ')} ran longer than ${minutes} minutes: stopped ===`);
    stopGroup(child.pid);
  }, minutes * 60_000);
  return new Promise((resolve) => {
    const done = (code) => {
      clearTimeout(timer);
      running.delete(child.pid);
      resolve(timedOut ? 1 : code);
    };
    child.once('error', () => done(1));
    child.once('close', (code) => done(code ?? 1));
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
