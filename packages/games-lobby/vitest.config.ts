import { marqueeVitest } from '@marquee/vitest-preset';
import { defineConfig } from 'vitest/config';

export default defineConfig(marqueeVitest({ name: 'games-lobby', setupFiles: ['./src/test/setup.ts'] }));
