import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@marquee/platform';

/**
 * The platform package root, found by walking up from this module to the package.json named
 * `@marquee/platform`. Works from src/ (tsx, vitest) and from dist/ (the tsup bundle) alike.
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === PACKAGE_NAME) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`cannot find the ${PACKAGE_NAME} package root from ${import.meta.url}`);
    dir = parent;
  }
}

export const packageRoot = findPackageRoot();

/** The monorepo root: apps/platform is two levels down. */
export const repoRoot = path.resolve(packageRoot, '..', '..');

/** drizzle-kit writes the SQL migrations here (see drizzle.config.ts). */
export const migrationsFolder = path.join(packageRoot, 'drizzle');

/** The dist folder of the @marquee/web workspace package (Vite output). */
export function defaultWebDist(): string {
  try {
    const require = createRequire(path.join(packageRoot, 'package.json'));
    return path.join(path.dirname(require.resolve('@marquee/web/package.json')), 'dist');
  } catch {
    return path.join(repoRoot, 'apps', 'web', 'dist');
  }
}
