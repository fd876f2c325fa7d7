import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { dailyJob, type TimedJob } from '../timed-job';
import { brandYesterday, runDailyRebate } from './daily-rebate';

/** The daily rebate on a running server: once the brand day has rolled over, for the day just ended. */
export function rebateJob(db: Db, clock: Clock): TimedJob {
  return dailyJob('daily rebate', clock, brandYesterday, (day, now) => runDailyRebate(db, day, now));
}
