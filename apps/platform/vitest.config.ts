import { marqueeVitest } from '@marquee/vitest-preset';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  marqueeVitest({
    name: 'platform',
    environment: 'node',
    globalSetup: ['src/test-support/global-setup.ts'],
    // PGlite starts take seconds on a busy machine
    testTimeout: 60_000,
    // vitest runs one file at a time on two cores (CPUs minus one); these files spend much of
    // their time waiting on the database thread, real servers and timers, so two overlap well
    maxWorkers: 2,
    // module-level caches (sessions, rate limits, the clock) must start empty in each file
    isolate: true,
    hookTimeout: 60_000,
  }),
);
