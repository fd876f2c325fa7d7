import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { brandYesterday } from '../rewards/daily-rebate';
import { dailyJob, TimedJob } from '../timed-job';
import { settleDay, settlePeriod } from './agent-settlement';
import { lastEndedSlot, type SlotKind, slotAt } from './contract-periods';

/** How many ended slots one tick settles at most: a day of five-minute slots, a day of hours. */
const CATCH_UP_SLOTS: Readonly<Record<SlotKind, number>> = { REALTIME_SALARY: 288, HOURLY_SALARY: 24 };

/**
 * The slots of a kind as they end: at the first tick the latest ended one, then every one ended
 * since the last settled (the dev clock jumps; a slow tick), at most CATCH_UP_SLOTS at once.
 */
function slotJob(db: Db, clock: Clock, kind: SlotKind): TimedJob {
  let settled: number | null = null;
  return new TimedJob(kind, async () => {
    const now = clock.now();
    const latest = lastEndedSlot(kind, now);
    const length = latest.end.getTime() - latest.start.getTime();
    const oldest = latest.start.getTime() - (CATCH_UP_SLOTS[kind] - 1) * length;
    for (
      let start = Math.max(settled === null ? latest.start.getTime() : settled + length, oldest);
      start <= latest.start.getTime();
      start += length
    ) {
      await settlePeriod(db, kind, slotAt(kind, new Date(start))!, now);
      settled = start;
    }
  });
}

/**
 * Agent contracts on a running server: every tick settles what has ended since the last one, each
 * once per process (a restart settles the latest again, which pays nothing twice): the real-time
 * salary of each five minutes, the hourly salary of each hour, and at the brand day's close the
 * daily salary (paid every other day) and the dividends of the periods ending with it.
 */
export function agentPayJob(db: Db, clock: Clock): TimedJob {
  const jobs = [
    slotJob(db, clock, 'REALTIME_SALARY'),
    slotJob(db, clock, 'HOURLY_SALARY'),
    dailyJob('daily salary and dividends', clock, brandYesterday, (day, now) => settleDay(db, day, now)),
  ];
  return new TimedJob('agent pay', async () => {
    for (const job of jobs) await job.tick();
  });
}
