import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

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
 * Starts the built platform in demo mode (the benches sign in as the demo accounts) on a free port
 * with a throwaway embedded database (or what `env` says, such as DATABASE_URL); resolves its URL.
 * PLATFORM_CLI runs another build of the platform (to compare against a build of an earlier commit).
 */
export function startPlatform(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-'));
  const cli = process.env.PLATFORM_CLI ?? path.join(repoRoot, 'apps/platform/dist/cli.js');
  const child = spawn(process.execPath, [cli], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, MARQUEE_DEMO: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`platform did not start: ${out}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/running at (http:\/\/[^\s]+) \((.*)\)/);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1].replace(/\/$/, ''), database: match[2], stop: () => stopChild(child) });
      }
    });
    child.on('exit', (code) => reject(new Error(`platform exited with ${code}: ${out}`)));
  });
}
