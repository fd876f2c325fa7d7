import { launchChromium } from '@marquee/harness/launch';
import { startPlatform } from '@marquee/harness/platform';
import { blockingOf, longTasks } from './long-tasks.mjs';

/**
 * `node src/run-long-tasks.mjs [runs] [--functions] [--before <dist>]`: the long tasks of `/` and
 * `/rng` (see long-tasks.mjs), each with what it ran; `--functions` adds the functions the CPU
 * profile sampled most in each (minified: resolve them with the build's source maps);
 * `--before <dist>` also serves an earlier build (a copy of apps/web/dist) from a second platform
 * and alternates the two run by run, so the machine's load drifts over both alike.
 */
const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const verbose = args.includes('--functions');
const beforeAt = args.indexOf('--before');
const builds = beforeAt >= 0 ? { before: args[beforeAt + 1], after: undefined } : { after: undefined };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const platforms = {};
for (const [name, dist] of Object.entries(builds))
  platforms[name] = await startPlatform(dist ? { WEB_DIST: dist } : {});
const browser = await launchChromium();
const totals = {};
try {
  for (const page of ['/', '/rng']) {
    console.info(`\n== Long tasks (main-thread CPU time x4 over 50 ms), ${page} ==`);
    for (let i = 0; i < runs; i += 1) {
      for (const [name, platform] of Object.entries(platforms)) {
        const tasks = await longTasks(browser, `${platform.url}${page}`);
        const figure = blockingOf(tasks);
        const key = `${page} ${name}`;
        totals[key] = [...(totals[key] ?? []), figure];
        console.info(
          `  ${name} run ${i + 1}: ${figure.count} long tasks, blocking ${figure.blocking.toFixed(0)} ms`,
        );
        for (const t of tasks) {
          console.info(
            `    at ${t.start.toFixed(0).padStart(5)} ms  ${t.duration.toFixed(0).padStart(4)} ms  ${t.causes.join('; ')}`,
          );
          if (verbose && t.functions.length > 0) console.info(`        self: ${t.functions.join(', ')}`);
        }
      }
    }
  }
} finally {
  await browser.close();
  for (const platform of Object.values(platforms)) await platform.stop();
}
console.info('\n== Medians ==');
for (const [key, figures] of Object.entries(totals))
  console.info(
    `  ${key.padEnd(12)} ${median(figures.map((f) => f.count))} long tasks, ${median(figures.map((f) => f.blocking)).toFixed(0)} ms blocking, ${median(figures.map((f) => f.busy)).toFixed(0)} ms busy (runs, count/blocking/busy: ${figures.map((f) => `${f.count}/${f.blocking.toFixed(0)}/${f.busy.toFixed(0)}`).join(', ')})`,
  );
