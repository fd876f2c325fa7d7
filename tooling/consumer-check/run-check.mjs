import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Runs node's test runner; when the repo test command collects results, a TAP copy goes there too. */
const args = ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout'];
const resultsDir = process.env.MARQUEE_RESULTS_DIR;
if (resultsDir) {
  args.push(
    '--test-reporter=tap',
    `--test-reporter-destination=${path.join(resultsDir, 'node-consumer-check.tap')}`,
  );
}
args.push('consumer-check.test.mjs');
const run = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: import.meta.dirname });
process.exit(run.status ?? 1);
