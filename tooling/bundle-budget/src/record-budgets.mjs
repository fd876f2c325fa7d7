import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { budgetOptions } from './budget-options.mjs';

/** Room above the measured size: 5%, and at least 128 bytes so a small chunk is not held to the byte. */
export const headroom = (size) => Math.max(Math.ceil(size * 1.05), size + 128);

/**
 * Measures every lazily loaded chunk of the current build with size-limit and writes its budget
 * (the size plus headroom) to budgets.json. The home route's budget is a fixed figure and stays.
 */
const { budgetsFile } = budgetOptions();
const run = spawnSync(
  process.execPath,
  [path.join(import.meta.dirname, '../node_modules/size-limit/bin.js'), '--json'],
  {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...process.env, BUNDLE_BUDGET_RECORD: '1' },
    encoding: 'utf8',
  },
);
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
budgets.lazyChunks = Object.fromEntries(
  JSON.parse(run.stdout)
    .filter((check) => check.name.startsWith('lazy: '))
    .map((check) => [check.name.slice('lazy: '.length), headroom(check.size)]),
);
writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
console.info(
  `bundle budget: ${Object.keys(budgets.lazyChunks).length} lazy chunk budgets written to ${budgetsFile}`,
);
