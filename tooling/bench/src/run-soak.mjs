import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';
import { soak } from './soak.mjs';

/**
 * `pnpm --filter @marquee/bench bench:soak [--seconds N]`: the soak bench (src/soak.mjs), ten
 * minutes unless told, on a throwaway PostgreSQL. Exits 1 when the ledger check fails.
 */
const flag = process.argv.indexOf('--seconds');
const seconds = flag > 0 ? Number(process.argv[flag + 1]) : 600;
if (!Number.isFinite(seconds) || seconds < 10)
  throw new Error('--seconds takes a number of seconds, 10 or more');

const postgres = await startThrowawayPostgres();
if (!postgres) {
  console.info('\n== Soak: skipped (no PostgreSQL server) ==');
} else {
  let held = false;
  try {
    held = await soak(postgres.url, seconds);
  } finally {
    postgres.stop();
  }
  if (!held) process.exitCode = 1;
}
