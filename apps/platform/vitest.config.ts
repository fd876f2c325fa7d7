import { marqueeVitest } from '@marquee/vitest-preset';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  marqueeVitest({
    name: 'platform',
    environment: 'node',
    globalSetup: ['src/test-support/global-setup.ts'],
    // PGlite starts take seconds on a busy machine
    testTimeout: 60_000,
    hookTimeout: 60_000,
  }),
);
