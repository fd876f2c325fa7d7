/** Renders every story of the given modules; fails when fewer than `atLeast` stories are found. */
export function describeStories(storyModules: Record<string, unknown>, options: { atLeast: number }): void;
