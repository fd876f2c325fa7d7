import { pnpm } from './lib/run.mjs';

/**
 * `pnpm lint`: Biome (format and lint rules), the layer and cycle check, and knip (unused files,
 * exports, dependencies). Every check runs even when an earlier one fails, so one run lists all.
 */
const checks = [
  ['biome', ['exec', 'biome', 'check', '.']],
  ['layers and cycles', ['exec', 'node', 'tooling/boundaries/check-boundaries.mjs']],
  ['unused code (knip)', ['exec', 'knip']],
];
const failed = checks.filter(([, args]) => pnpm(args) !== 0).map(([label]) => label);
if (failed.length > 0) {
  console.error(`\nlint failed: ${failed.join(', ')}`);
  process.exit(1);
}
