import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for the browser tests: installed with apt-get when missing (never a download of its own). */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: run 'sudo apt-get install -y chromium' or set CHROMIUM_PATH.`,
    );
    return false;
  }
  console.info('Installing Debian chromium for the browser tests…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
  return existsSync(CHROMIUM);
}
