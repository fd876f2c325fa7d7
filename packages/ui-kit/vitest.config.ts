import { marqueeVitest } from '@marquee/vitest-preset';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  marqueeVitest({
    name: 'ui-kit',
    // The page's one preload observer is made by the first image a worker renders; this file
    // counts the observers its fake makes, so it must not follow a file whose images made one.
    isolatedFiles: ['src/lazy-image/lazy-image-preload.test.tsx'],
  }),
);
