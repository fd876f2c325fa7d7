import type { Options } from 'tsup';

export function featurePackageBuild(): Options;
