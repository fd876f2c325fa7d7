import path from 'node:path';

const packageDir = path.join(import.meta.dirname, '..');

/**
 * Where the checks read the build and the budgets: apps/web/dist and budgets.json unless the
 * environment names others (the tests point them at a planted build). BUNDLE_BUDGET_ORIGIN visits
 * a server already serving that build (such as `pnpm up`'s) instead of starting the platform.
 */
export function budgetOptions(env = process.env) {
  return {
    distDir: path.resolve(env.BUNDLE_BUDGET_DIST ?? path.join(packageDir, '../../apps/web/dist')),
    budgetsFile: path.resolve(env.BUNDLE_BUDGET_FILE ?? path.join(packageDir, 'budgets.json')),
    origin: env.BUNDLE_BUDGET_ORIGIN,
    record: env.BUNDLE_BUDGET_RECORD === '1',
  };
}
