import { startPlatform } from '@marquee/harness/platform';
import { printLighthouse } from './lighthouse-runs.mjs';

/** `node src/run-lighthouse.mjs [runs] [page ...]`: by default 5 runs of `/` and `/rng`. */
const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const pages = args.filter((a) => a.startsWith('/'));

const platform = await startPlatform();
try {
  const pagesWithoutFigures = await printLighthouse(platform.url, {
    runs,
    ...(pages.length > 0 ? { pages } : {}),
  });
  if (pagesWithoutFigures > 0) process.exitCode = 1;
} finally {
  await platform.stop();
}
