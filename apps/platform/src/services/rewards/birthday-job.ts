import { brandToday } from '@marquee/api-client/contract';
import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { TimedJob } from '../timed-job';
import { runBirthdayBonus } from './birthday-bonus';

/**
 * The birthday bonus on a running server: a tick runs the job for the brand day it is (one query
 * over the members, then an offer per birthday), once per day and process; a restart runs it again,
 * which offers nothing twice. Time comes from the app's clock, so the dev clock rolls the day over too.
 */
export function birthdayJob(db: Db, clock: Clock): TimedJob {
  let done: string | null = null;
  return new TimedJob('birthday bonus', async () => {
    const now = clock.now();
    const day = brandToday(now);
    if (day === done) return;
    await runBirthdayBonus(db, day, now);
    done = day;
  });
}
