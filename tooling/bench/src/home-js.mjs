import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { homeRouteScripts } from '@marquee/bundle-budget/home-route-scripts';

/**
 * The gzip size (-9) of each script of the home route in a web build: the entry chunk and its static
 * imports, the figure the bundle budget holds to 140 KB (`pnpm size`).
 */
export async function homeJsGzip(distDir) {
  const files = await homeRouteScripts(distDir);
  return files.map((file) => ({
    file: `/${file}`,
    gzip: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }));
}
