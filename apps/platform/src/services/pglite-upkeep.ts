import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { HOUR } from './clock';
import { TimedJob } from './timed-job';

/**
 * PGlite runs no autovacuum. Pages written since the last vacuum stay unmarked in the visibility
 * map, so an index-only scan fetches their rows from the table after all; and the rows every round
 * updates (a member's figures of the day, its team's and its running totals) leave dead versions
 * behind that index scans still visit (the demo network's team figures of a month: 3,738 pages
 * read for 480 rows before a vacuum, 128 after). User P&L reads the running totals and the team
 * closure index-only (migration 0058) and the team figures by index, so the platform vacuums those
 * tables once an hour on PGlite; a vacuum skips the pages still all-visible, so an hour of play
 * costs little. On PostgreSQL autovacuum does this, and the job is not scheduled there.
 */
export function pgliteUpkeepJob(db: Db): TimedJob {
  return new TimedJob(
    'pglite vacuum',
    () =>
      db.execute(sql`vacuum (analyze) member_day_figures, member_day_running, team_day_figures, member_tree`),
    // a restart vacuums what was written since the last run at once, not an hour later
    { everyMs: HOUR, tickAtStart: true },
  );
}
