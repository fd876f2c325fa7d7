import { startPlatform } from '@marquee/harness/platform';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';
import { loadRuns, membersSpins, preparePlayers, printLoad, SPINNING_MEMBERS } from './load.mjs';
import { scalingBench } from './scaling.mjs';
import { printSpinBurst, spinBurst } from './spin-burst.mjs';

/** The demo (its accounts and games) on the built platform: the bench signs in and spins. */
const DEMO = { MARQUEE_DEMO: '1' };

/** Runs the load bench on one database; a platform that does not start is reported, not fatal. */
async function benchOn(title, env) {
  let platform;
  try {
    platform = await startPlatform({ ...DEMO, ...env });
    printLoad(`${title} (${platform.database})`, await loadRuns(platform.url));
    printSpinBurst(title, await spinBurst(platform.url));
  } catch (error) {
    console.error(`\n== Load, ${title}: failed ==\n  ${error.message}`);
  } finally {
    await platform?.stop();
  }
}

/** The scaling bench on `postgres`; a failure is reported, not fatal. */
async function scalingOn(postgres, repeats) {
  try {
    await scalingBench(postgres, { repeats });
  } catch (error) {
    console.error(`\n== Load, one and two instances: failed ==\n  ${error.message}`);
  }
}

/** `work(postgres)` on a throwaway PostgreSQL, stopped after it; without a server, a line saying so. */
async function onThrowawayPostgres(work) {
  const postgres = await startThrowawayPostgres();
  if (!postgres) {
    console.info('\n== Load, PostgreSQL: skipped (no PostgreSQL server) ==');
    return;
  }
  try {
    await work(postgres);
  } finally {
    postgres.stop();
  }
}

export async function loadBench() {
  await onThrowawayPostgres(async (postgres) => {
    await benchOn('PostgreSQL', { DATABASE_URL: postgres.url });
    await scalingOn(postgres, 2);
  });
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

/** Only the scaling bench: one and two instances and the bare routes on a throwaway PostgreSQL. */
function scalingOnly(repeats) {
  return onThrowawayPostgres((postgres) => scalingOn(postgres, repeats));
}

/** Only the 50 members' spins on PostgreSQL, `repeats` runs of 10 s on one platform. */
function spinsOnly(repeats) {
  return onThrowawayPostgres(async (postgres) => {
    const platform = await startPlatform({ ...DEMO, DATABASE_URL: postgres.url });
    try {
      const players = await preparePlayers(platform.url, SPINNING_MEMBERS);
      const runs = [];
      for (let run = 0; run < repeats; run += 1) runs.push(await membersSpins(platform.url, players));
      printLoad(`PostgreSQL, ${SPINNING_MEMBERS} members' spins only`, runs);
    } finally {
      await platform.stop();
    }
  });
}

// run directly: the whole load bench; with `spin-burst` only the sign-in beside a burst on PGlite;
// with `two-instances [repeats]` only the scaling bench (scaling.mjs) on PostgreSQL; with
// `spins [repeats]` only the 50 members' spins on PostgreSQL
if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === 'spin-burst') await spinBurstOnly();
  else if (process.argv[2] === 'two-instances') await scalingOnly(Number(process.argv[3]) || 2);
  else if (process.argv[2] === 'spins') await spinsOnly(Number(process.argv[3]) || 3);
  else await loadBench();
}
