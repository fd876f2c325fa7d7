import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { HOUR } from './clock';
import { TimedJob } from './timed-job';

/**
 * PGlite runs no autovacuum: pages written since the last vacuum stay unmarked in the visibility
 * map, and an index-only scan fetches their rows from the table after all. User P&L reads the
 * running totals and the team closure index-only (migration 0058), so the platform vacuums those two
 * tables once an hour on PGlite; a vacuum skips the pages still all-visible, so an hour of play
 * costs little. On PostgreSQL autovacuum does this, and the job is not scheduled there.
 */
export function pgliteUpkeepJob(db: Db): TimedJob {
  return new TimedJob(
    'pglite vacuum',
    () => db.execute(sql`vacuum (analyze) member_day_running, member_tree`),
    {
      everyMs: HOUR,
    },
  );
}
