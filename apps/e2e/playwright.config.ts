import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '@marquee/harness/chromium';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8765);
const baseURL = `http://127.0.0.1:${port}`;
const resultsDir = process.env.MARQUEE_RESULTS_DIR;
// Kept in the environment so the test workers (which load this file again) know it too: the
// journeys run the platform CLI's operator commands against this server's data directory.
process.env.MARQUEE_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'marquee-e2e-'));
const dataDir = process.env.MARQUEE_E2E_DATA_DIR;
// A second build of the web app for the brand setting loginedToHomePage (a build-time switch),
// served by its own platform so the default brand's journeys stay untouched. This package's own
// `build` makes it beside the other builds, so no journey waits for it.
const loginRequiredPort = port + 1;
const loginRequiredURL = `http://127.0.0.1:${loginRequiredPort}`;
const loginRequiredDir = mkdtempSync(path.join(tmpdir(), 'marquee-e2e-login-required-'));
const loginRequiredWeb = fileURLToPath(new URL('./dist/login-required-web', import.meta.url));
// The journeys run on two platforms side by side, each serving its specs one at a time: a journey
// may move its platform's clock or flip its system status, and no other journey shares that
// platform meanwhile. Specs not listed here run on the first platform (the one the operator CLI
// of join-feedback reaches through MARQUEE_E2E_DATA_DIR).
const secondPort = port + 2;
const secondURL = `http://127.0.0.1:${secondPort}`;
// kept in the environment like the first one's, for the operator CLI of the journeys served here
process.env.MARQUEE_E2E_SECOND_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'marquee-e2e-second-'));
const secondDataDir = process.env.MARQUEE_E2E_SECOND_DATA_DIR;
// The phone journeys on a platform of their own: beside a journey that moves the clock by months
// (accounts), demo's password would expire under them mid-way.
const phonePort = port + 3;
const phoneURL = `http://127.0.0.1:${phonePort}`;
const phoneDataDir = mkdtempSync(path.join(tmpdir(), 'marquee-e2e-phone-'));
// The split keeps the two about equal in length. Playwright queues the projects in the order below
// and a free worker takes the first job its project's limit allows, so the first platform's worker
// runs the `chromium` specs one after the other while the second runs these, and the phone, two
// instances and login-required projects (about 2 min together) go to the worker that is free first:
// the second one, whose specs are that much shorter (a CI run of 1702 s: 835 s against 672 s + 121 s).
const SECOND_PLATFORM_SPECS =
  /\/(accessibility-desktop|account-recovery|home-sections|home|lottery|member-centre|member-missions|member-profit|member-records|member-upline|member-vip|member-wallet|notices|support|system-gate|theme-language)\.spec\.ts$/;
const demoPlatformEnv = { HOST: '127.0.0.1', NODE_ENV: 'test', MARQUEE_DEMO: '1', TRUST_PROXY: '1' };
// Migrating and seeding a demo database costs a platform ~13 s of CPU, most of its start-up. The
// first platform's command makes one seeded database (the `status` command opens the data directory
// migrated and seeded, then exits), copies it into the four platforms' data directories and starts;
// the other three open their copy as a restart does (~2.5 s of CPU each). Each platform still has a
// database of its own.
// beside the first platform's folder, so the test workers, which load this file again, make none
const templateDir = `${dataDir}-template`;
const seededDataDirs = [dataDir, secondDataDir, phoneDataDir, path.join(loginRequiredDir, 'data')];
const seedAndCopy = [
  `DATA_DIR=${templateDir} node ../platform/dist/cli.js status 0 >/dev/null`,
  ...seededDataDirs.map((dir) => `mkdir -p ${dir} && cp -R ${templateDir}/pglite ${dir}/`),
  `rm -rf ${templateDir}`,
].join(' && ');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // one worker per platform (each project below says 1)
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // two browsers and three platforms share two cores on CI: a journey that registers, resets its
  // password and signs in twice can take over a minute there without anything being wrong
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: resultsDir
    ? [['list'], ['json', { outputFile: path.join(resultsDir, 'playwright-e2e.json') }]]
    : [['list']],
  use: {
    baseURL,
    // recording a trace costs every journey CPU; the retry of a failure records one
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [
        /login-required\.spec\.ts/,
        /\/phone\.spec\.ts$/,
        /\/instances\.spec\.ts$/,
        SECOND_PLATFORM_SPECS,
      ],
      workers: 1,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'chromium, second platform',
      testMatch: SECOND_PLATFORM_SPECS,
      workers: 1,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 }, baseURL: secondURL },
    },
    {
      // a phone's screen, touch and user agent, for the journey a player makes on one
      name: 'phone',
      testMatch: /\/phone\.spec\.ts$/,
      workers: 1,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        baseURL: phoneURL,
      },
    },
    {
      // two platforms of its own on one PostgreSQL behind a round-robin proxy (the spec starts them
      // when TEST_DATABASE_URL names a server, and is skipped otherwise)
      name: 'two instances',
      testMatch: /\/instances\.spec\.ts$/,
      workers: 1,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'login-required brand',
      testMatch: /login-required\.spec\.ts/,
      workers: 1,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 }, baseURL: loginRequiredURL },
    },
  ],
  webServer: [
    {
      command: `${seedAndCopy} && exec node ../platform/dist/cli.js`,
      url: `${baseURL}/wps/system/status`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      // demo mode: the journeys read codes from the dev outbox, move the clock and use the demo accounts
      env: { ...demoPlatformEnv, PORT: String(port), DATA_DIR: dataDir },
    },
    {
      command: 'node ../platform/dist/cli.js',
      url: `${secondURL}/wps/system/status`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: { ...demoPlatformEnv, PORT: String(secondPort), DATA_DIR: secondDataDir },
    },
    {
      command: 'node ../platform/dist/cli.js',
      url: `${phoneURL}/wps/system/status`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: { ...demoPlatformEnv, PORT: String(phonePort), DATA_DIR: phoneDataDir },
    },
    {
      // the build is checked here, not when this file loads: knip reads the config before any build
      command: `test -f ${loginRequiredWeb}/index.html || { echo "${loginRequiredWeb} is missing: run pnpm build (or pnpm --filter @marquee/e2e build) first" >&2; exit 1; }; node ../platform/dist/cli.js`,
      url: `${loginRequiredURL}/wps/system/status`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        VITE_LOGINED_TO_HOME: 'true',
        WEB_DIST: loginRequiredWeb,
        ...demoPlatformEnv,
        PORT: String(loginRequiredPort),
        DATA_DIR: path.join(loginRequiredDir, 'data'),
      },
    },
  ],
});
