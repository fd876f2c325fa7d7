import { brandToday } from '@marquee/api-client/contract';
import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { dailyJob, type TimedJob } from '../timed-job';
import { runBirthdayBonus } from './birthday-bonus';

/**
 * The birthday bonus on a running server: for the brand day it is, once per day (one query over
 * the members, then an offer per birthday).
 */
export function birthdayJob(db: Db, clock: Clock): TimedJob {
  return dailyJob('birthday bonus', clock, brandToday, (day, now) => runBirthdayBonus(db, day, now));
}
