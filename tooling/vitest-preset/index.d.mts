import type { UserConfig } from 'vitest/config';

export interface MarqueeVitestOptions {
  name: string;
  environment?: 'jsdom' | 'node';
  setupFiles?: string[];
  /** files that mock a module (vi.mock): they run isolated, each with a fresh module graph */
  isolatedFiles?: string[];
  [option: string]: unknown;
}

export function marqueeVitest(options: MarqueeVitestOptions): UserConfig;
