import { marqueeVitest } from '@marquee/vitest-preset';
import { defineConfig } from 'vitest/config';

export default defineConfig(marqueeVitest({ name: 'agent-centre', setupFiles: ['./src/test/setup.ts'] }));
