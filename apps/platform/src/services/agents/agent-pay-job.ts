import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { brandYesterday } from '../rewards/daily-rebate';
import { dailyJob, TimedJob } from '../timed-job';
import { settleDay, settleLastSlot } from './agent-settlement';
import { lastEndedSlot } from './contract-periods';

/**
 * Agent contracts on a running server: every tick settles what has ended since the last one, each
 * once per process (a restart settles the latest again, which pays nothing twice): the real-time
 * salary of the last five minutes, the hourly salary of the last hour, and at the brand day's close
 * the daily salary (paid every other day) and the dividends of the periods ending with it.
 */
export function agentPayJob(db: Db, clock: Clock): TimedJob {
  const jobs = [
    dailyJob(
      'real-time salary',
      clock,
      (now) => lastEndedSlot('REALTIME_SALARY', now).start.toISOString(),
      (_, now) => settleLastSlot(db, 'REALTIME_SALARY', now),
    ),
    dailyJob(
      'hourly salary',
      clock,
      (now) => lastEndedSlot('HOURLY_SALARY', now).start.toISOString(),
      (_, now) => settleLastSlot(db, 'HOURLY_SALARY', now),
    ),
    dailyJob('daily salary and dividends', clock, brandYesterday, (day, now) => settleDay(db, day, now)),
  ];
  return new TimedJob('agent pay', async () => {
    for (const job of jobs) await job.tick();
  });
}
