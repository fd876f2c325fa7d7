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
    // Files share one module graph per worker (the preset's isolate: false): importing the app
    // afresh for each file cost about 2.5 s of CPU a file. Nothing keeps state at module level
    // between files: caches are keyed by the database a file opens, rate limits live in it. A file
    // that mocks a module runs isolated.
    isolatedFiles: ['src/services/missions/mission-offer-watch.test.ts', 'src/services/games/rounds.test.ts'],
    hookTimeout: 60_000,
  }),
);
