import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8765);
const baseURL = `http://127.0.0.1:${port}`;
const resultsDir = process.env.MARQUEE_RESULTS_DIR;
const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-e2e-'));

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // The journeys flip platform-wide state (system status, notices): one worker keeps them independent.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: resultsDir
    ? [['list'], ['json', { outputFile: path.join(resultsDir, 'playwright-e2e.json') }]]
    : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: 'node ../platform/dist/cli.js',
    url: `${baseURL}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test' },
  },
});
