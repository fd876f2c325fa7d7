import type { UserConfig } from 'vitest/config';

export interface MarqueeVitestOptions {
  name: string;
  environment?: 'jsdom' | 'node';
  setupFiles?: string[];
  [option: string]: unknown;
}

export function marqueeVitest(options: MarqueeVitestOptions): UserConfig;
