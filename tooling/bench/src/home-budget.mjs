import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

/** Home's first-visit budget in bytes as CI checks it (`pnpm size`), read from its one record. */
export function homeBudget() {
  const file = path.join(repoRoot, 'tooling/bundle-budget/budgets.json');
  return JSON.parse(readFileSync(file, 'utf8')).homeRoute;
}
