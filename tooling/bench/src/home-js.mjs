import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstVisitScripts } from '@marquee/bundle-budget/first-visit';

/**
 * The gzip size (-9) of each script a first visit to `/` on the platform at `origin` fetches until
 * the network is idle, read from the build in `distDir`: the figure the bundle budget holds
 * (`pnpm size`).
 */
export async function homeJsGzip(origin, distDir) {
  const files = await firstVisitScripts(origin, distDir);
  return files.map((file) => ({
    file: `/${file}`,
    gzip: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }));
}
