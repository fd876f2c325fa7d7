import { marqueeVitest } from '@marquee/vitest-preset';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  defineConfig(
    marqueeVitest({
      name: 'web',
      setupFiles: ['./src/test/setup.ts'],
      isolatedFiles: ['src/app/error-screens.test.tsx', 'src/chunks/lazy-chunk.test.tsx'],
    }),
  ),
  defineConfig({ plugins: [react()] }),
);
