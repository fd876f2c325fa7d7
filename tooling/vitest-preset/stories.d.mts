import type { ComponentType } from 'react';

/** The stories of one file, each composed with its own package's preview; throws for a file not written as factories. */
export function factoryStories(
  file: string,
  module: unknown,
): Array<{ name: string; Story: ComponentType & { run(): Promise<void>; globals: Record<string, unknown> } }>;

/** Renders every story of the given modules; fails when fewer than `atLeast` stories are found. */
export function describeStories(storyModules: Record<string, unknown>, options: { atLeast: number }): void;
