import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, ensureChromium } from './lib/chromium.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { install, pnpm, pnpmWithin, root } from './lib/run.mjs';
import { summarise } from './lib/summarise.mjs';

/**
 * Every test of the product: static checks, unit and component tests of every package, every
 * story, and the end-to-end journeys in Debian's Chromium against the real platform. Ends with
 * one line `tests: N passed, N failed`.
 */
const resultsDir = path.join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const env = { MARQUEE_RESULTS_DIR: resultsDir, CHROMIUM_PATH: CHROMIUM };

// Each step's wall time goes into the summary, so a slow CI run says which step grew.
const timings = [];
const started = Date.now();
const timed = (label, since) => timings.push([label, Math.round((Date.now() - since) / 1000)]);

install();
timed('install', started);
const hasChromium = ensureChromium();
// The platform's PostgreSQL tests (the DATABASE_URL path) run against a throwaway local server.
const postgres = await startThrowawayPostgres();
if (postgres) env.TEST_DATABASE_URL = postgres.url;
// on exit, not in a finally: a run stopped by a signal exits from its handler (lib/run.mjs)
if (postgres) process.once('exit', () => postgres.stop());

// The platform's suite is the longest step and needs no build: it starts now, beside the static
// checks and the other packages' tests (much of its time is spent waiting on databases, servers
// and timers), and is awaited before the end-to-end journeys, which want the cores to themselves.
const PLATFORM = 'platform tests (run in the background from the start)';
const platformLog = path.join(resultsDir, 'platform-tests.log');
// its global setup runs under plain Node, which finds the contract package by its built entry
console.info('\n=== build of the contract package the platform imports ===');
const contractSince = Date.now();
const contractBuilt = pnpm(['turbo', 'run', 'build', '--filter=@marquee/api-client...'], env) === 0;
timed('build of the contract package', contractSince);
const platformSince = Date.now();
const platformTests = contractBuilt
  ? pnpmWithin(45, ['--filter', '@marquee/platform', 'test'], env, platformLog).then((code) => {
      timed('platform tests (in the background)', platformSince);
      return code;
    })
  : Promise.resolve(1);

// Each step's limit in minutes is about three times what it takes on a loaded 2-core machine.
const steps = [
  ['lint (format, lint rules, layers and cycles, unused code)', 5, ['lint']],
  ['changeset status', 3, ['changeset', 'status']],
  // One Turbo run for the three: the build is a chain (contract, session, features, web), and while
  // its first links build alone the other core typechecks or builds the Storybook.
  [
    'typecheck, build and storybook static build',
    20,
    ['turbo', 'run', 'typecheck', 'build', 'build-storybook', '--continue'],
  ],
  ['bundle budget (JS of a first visit to home, lazy chunks)', 5, ['size']],
  [
    'unit, component and story tests',
    30,
    ['turbo', 'run', 'test', '--continue', '--concurrency=2', '--filter=!@marquee/platform'],
  ],
];

const failedSteps = [];
for (const [label, minutes, args] of steps) {
  console.info(`\n=== ${label} ===`);
  const since = Date.now();
  if ((await pnpmWithin(minutes, args, env)) !== 0) failedSteps.push(label);
  timed(label, since);
}
console.info(`\n=== ${PLATFORM} ===`);
const waitedSince = Date.now();
const platformCode = await platformTests;
timed('waiting for the platform tests', waitedSince);
if (contractBuilt) process.stdout.write(readFileSync(platformLog));
if (platformCode !== 0) failedSteps.push(PLATFORM);
// PostgreSQL stays up for the journeys: one of them runs two instances on it (TEST_DATABASE_URL)
if (hasChromium) {
  console.info('\n=== end-to-end journeys ===');
  const since = Date.now();
  if ((await pnpmWithin(45, ['e2e'], env)) !== 0) failedSteps.push('end-to-end journeys');
  timed('end-to-end journeys', since);
}
if (!hasChromium) failedSteps.push('end-to-end journeys (no Chromium)');
if (!postgres) failedSteps.push('PostgreSQL tests (no PostgreSQL server)');

const totals = summarise(resultsDir);
console.info('\n=== summary ===');
for (const r of totals.reports) {
  console.info(
    `${r.file}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.flaky ? `, ${r.flaky} flaky (passed on retry)` : ''}`,
  );
  for (const failure of r.failures ?? []) console.info(`  ${failure}`);
  for (const slow of r.slowest ?? []) console.info(`  slowest: ${slow}`);
}
// A step that failed without a runner report of failures (lint, typecheck, build) still counts as one failure.
const reportedFailures = totals.failed > 0;
const unreported = failedSteps.filter(
  (s) =>
    !reportedFailures || !['unit, component and story tests', PLATFORM, 'end-to-end journeys'].includes(s),
);
for (const [label, seconds] of timings) console.info(`${label}: ${seconds} s`);
console.info(`all steps: ${Math.round((Date.now() - started) / 1000)} s`);
for (const s of failedSteps) console.info(`failed step: ${s}`);
const failed = totals.failed + unreported.length;
console.info(`tests: ${totals.passed} passed, ${failed} failed`);
process.exit(failed === 0 && failedSteps.length === 0 ? 0 : 1);
