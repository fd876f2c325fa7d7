import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8765);
const baseURL = `http://127.0.0.1:${port}`;
const resultsDir = process.env.MARQUEE_RESULTS_DIR;
// Kept in the environment so the test workers (which load this file again) know it too: the
// journeys run the platform CLI's operator commands against this server's data directory.
process.env.MARQUEE_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'marquee-e2e-'));
const dataDir = process.env.MARQUEE_E2E_DATA_DIR;
// A second build of the web app for the brand setting loginedToHomePage (a build-time switch),
// served by its own platform so the default brand's journeys stay untouched.
const loginRequiredPort = port + 1;
const loginRequiredURL = `http://127.0.0.1:${loginRequiredPort}`;
const loginRequiredDir = mkdtempSync(path.join(tmpdir(), 'marquee-e2e-login-required-'));
const loginRequiredWeb = path.join(loginRequiredDir, 'web');

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
  projects: [
    {
      name: 'chromium',
      testIgnore: /login-required\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'login-required brand',
      testMatch: /login-required\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 }, baseURL: loginRequiredURL },
    },
  ],
  webServer: [
    {
      command: 'node ../platform/dist/cli.js',
      url: `${baseURL}/wps/system/status`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      // demo mode: the journeys read codes from the dev outbox, move the clock and use the demo accounts
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', MARQUEE_DEMO: '1' },
    },
    {
      command: `NODE_ENV=production pnpm --dir ../web exec vite build --logLevel warn --emptyOutDir --outDir ${loginRequiredWeb} && node ../platform/dist/cli.js`,
      url: `${loginRequiredURL}/wps/system/status`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        VITE_LOGINED_TO_HOME: 'true',
        WEB_DIST: loginRequiredWeb,
        PORT: String(loginRequiredPort),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(loginRequiredDir, 'data'),
        NODE_ENV: 'test',
        MARQUEE_DEMO: '1',
      },
    },
  ],
});
