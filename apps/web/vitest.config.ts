import { marqueeVitest } from '@marquee/vitest-preset';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  defineConfig(
    marqueeVitest({
      name: 'web',
      setupFiles: ['./src/test/setup.ts'],
      // boot-script runs public/boot.js, whose DOMContentLoaded listener stays on the window: with
      // another file's run of it in the same worker (system-gate's) the held scripts started twice
      isolatedFiles: [
        'src/app/error-screens.test.tsx',
        'src/chunks/lazy-chunk.test.tsx',
        'src/prerender/boot-script.test.ts',
      ],
    }),
  ),
  defineConfig({ plugins: [react()] }),
);
