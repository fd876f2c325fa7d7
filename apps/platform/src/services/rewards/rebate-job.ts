import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { TimedJob } from '../timed-job';
import { brandYesterday, runDailyRebate } from './daily-rebate';

/**
 * The daily rebate on a running server: once the brand day has rolled over, a tick runs the job
 * for the day just ended (yesterday), once per day and process; a restart runs it again, which
 * offers nothing twice. Time comes from the app's clock, so the dev clock rolls the day over too.
 */
export function rebateJob(db: Db, clock: Clock): TimedJob {
  let done: string | null = null;
  return new TimedJob('daily rebate', async () => {
    const day = brandYesterday(clock.now());
    if (day === done) return;
    await runDailyRebate(db, day, clock.now());
    done = day;
  });
}
