import { startPlatform } from '@marquee/harness/platform';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';
import { ceilingRun, loadRuns, printLoad, printSpread, spreadRuns } from './load.mjs';
import { printSpinBurst, spinBurst } from './spin-burst.mjs';

/** The demo (its accounts and games) on the built platform: the bench signs in and spins. */
const DEMO = { MARQUEE_DEMO: '1' };

/**
 * Runs the load bench on one database; a platform that does not start is reported, not fatal.
 * Answers the runs (none when it failed).
 */
async function benchOn(title, env) {
  let platform;
  try {
    platform = await startPlatform({ ...DEMO, ...env });
    const runs = await loadRuns(platform.url);
    printLoad(`${title} (${platform.database})`, runs);
    printSpinBurst(title, await spinBurst(platform.url));
    return runs;
  } catch (error) {
    console.error(`\n== Load, ${title}: failed ==\n  ${error.message}`);
    return [];
  } finally {
    await platform?.stop();
  }
}

/** Two instances on the PostgreSQL at `url`, beside one instance's runs and the bare route. */
async function twoInstancesOn(url, single) {
  const started = [];
  try {
    for (let i = 0; i < 2; i += 1) started.push(await startPlatform({ ...DEMO, DATABASE_URL: url }));
    const spread = await spreadRuns(started.map((platform) => platform.url));
    printSpread('PostgreSQL, two instances', spread, single, await ceilingRun(started[0].url));
  } catch (error) {
    console.error(`\n== Load, PostgreSQL, two instances: failed ==\n  ${error.message}`);
  } finally {
    await Promise.all(started.map((platform) => platform.stop()));
  }
}

export async function loadBench() {
  const postgres = await startThrowawayPostgres();
  if (postgres) {
    try {
      const single = await benchOn('PostgreSQL', { DATABASE_URL: postgres.url });
      await twoInstancesOn(postgres.url, single);
    } finally {
      postgres.stop();
    }
  } else {
    console.info('\n== Load, PostgreSQL: skipped (no PostgreSQL server) ==');
  }
  await benchOn('PGlite', {});
}

async function spinBurstOnly() {
  const platform = await startPlatform(DEMO);
  try {
    printSpinBurst('PGlite', await spinBurst(platform.url));
  } finally {
    await platform.stop();
  }
}

/** One instance's games list and balance on a throwaway PostgreSQL, then two instances' and the ceiling. */
async function twoInstancesOnly() {
  const postgres = await startThrowawayPostgres();
  if (!postgres) {
    console.info('\n== Load, PostgreSQL: skipped (no PostgreSQL server) ==');
    return;
  }
  try {
    const one = await startPlatform({ ...DEMO, DATABASE_URL: postgres.url });
    let single;
    try {
      single = await spreadRuns([one.url]);
    } finally {
      await one.stop();
    }
    await twoInstancesOn(postgres.url, single);
  } finally {
    postgres.stop();
  }
}

// run directly: the whole load bench; with `spin-burst` only the sign-in beside a burst on PGlite;
// with `two-instances` only the games list and balance on one and on two PostgreSQL instances
if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === 'spin-burst') await spinBurstOnly();
  else if (process.argv[2] === 'two-instances') await twoInstancesOnly();
  else await loadBench();
}
