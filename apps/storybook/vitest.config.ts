import { marqueeVitest } from '@marquee/vitest-preset';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  defineConfig({ plugins: [react()] }),
  defineConfig(marqueeVitest({ name: 'storybook', testTimeout: 20000 })),
);
