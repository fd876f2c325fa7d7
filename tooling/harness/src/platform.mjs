import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * How long a platform may take to print its address: a fresh embedded database migrates and seeds
 * the demo first, 10–15 s on a quiet 2-core machine but 75 s at a load average of 25 (the load
 * bench's PGlite half was stopped by the former 120 s at a load of ~45, and said only
 * "exited with null").
 */
const START_TIMEOUT_MS = 300_000;

/**
 * Stops the platform and resolves once it has exited: its shutdown (closing the embedded database)
 * must not run beside the measurements that follow.
 */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Starts the built platform (`apps/platform/dist/cli.js`) in demo mode on 127.0.0.1 at a free port
 * with a throwaway embedded database, serving the built web app (`WEB_DIST`, apps/web/dist unless
 * `env` names another); `env` adds to or overrides its environment (DATABASE_URL, WEB_DIST, …).
 * `nodeArgs` go to node before the script (e.g. `--cpu-prof`, which NODE_OPTIONS may not hold).
 * PLATFORM_CLI runs another build of the platform (to compare against a build of an earlier commit).
 * Resolves `{ url, database, pid, stop, kill }` (`pid`: the platform's process, for its CPU time); `stop` ends it and removes the throwaway data
 * directory, `kill` ends it with SIGKILL (a crash: no drain, no shutdown) and resolves at its exit.
 */
export function startPlatform(env = {}, { nodeArgs = [] } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-platform-'));
  const cli = process.env.PLATFORM_CLI ?? path.join(repoRoot, 'apps/platform/dist/cli.js');
  const child = spawn(process.execPath, [...nodeArgs, cli], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, MARQUEE_DEMO: '1', ...env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let out = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void stop();
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/running at (http:\/\/[^\s]+) \((.*)\)/);
      if (match) {
        clearTimeout(timer);
        const kill = () =>
          new Promise((exited) => {
            if (child.exitCode !== null || child.signalCode !== null) return exited();
            child.once('exit', () => exited());
            child.kill('SIGKILL');
          });
        resolve({ url: match[1].replace(/\/$/, ''), database: match[2], pid: child.pid, stop, kill });
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      reject(
        new Error(
          timedOut
            ? `platform did not start within ${START_TIMEOUT_MS / 1000} s (stopped): ${out}`
            : `platform exited with ${signal ?? code}: ${out}`,
        ),
      );
    });
  });
}
