import type { Db } from '../../db/open';
import { type Clock, DAY } from '../clock';
import { brandYesterday } from '../rewards/daily-rebate';
import { TimedJob } from '../timed-job';
import { settleDay, settlePeriod } from './agent-settlement';
import { lastEndedSlot, type SlotKind, slotAt } from './contract-periods';

/**
 * Periods settled as they end, numbered by their start in milliseconds: `latest(now)` is the
 * latest ended one, `step` the length of one. The first tick of a process settles the last
 * `first` of them (what ended while the platform was down), each later tick every one ended since
 * the last settled, at most `most` at once (a jump of the dev clock, a slow tick).
 */
function catchUpJob(
  name: string,
  clock: Clock,
  period: { latest: (now: Date) => number; step: number; first: number; most: number },
  run: (start: number, now: Date) => Promise<unknown>,
): TimedJob {
  let settled: number | null = null;
  return new TimedJob(name, async () => {
    const now = clock.now();
    const latest = period.latest(now);
    // the clock went back (the dev clock restored after a jump, a corrected system clock): what
    // was settled ahead of it says nothing of the periods now ending, which start over from here
    if (settled !== null && settled > latest) settled = null;
    const oldest = latest - ((settled === null ? period.first : period.most) - 1) * period.step;
    for (let start = Math.max(settled === null ? oldest : settled + period.step, oldest); start <= latest; ) {
      await run(start, now);
      settled = start;
      start += period.step;
    }
  });
}

const SLOT_STEPS: Readonly<Record<SlotKind, number>> = {
  REALTIME_SALARY: 5 * 60_000,
  HOURLY_SALARY: 60 * 60_000,
};

/** The slots of a kind: a day of them at most per tick. */
const slotJob = (db: Db, clock: Clock, kind: SlotKind) =>
  catchUpJob(
    kind,
    clock,
    {
      latest: (now) => lastEndedSlot(kind, now).start.getTime(),
      step: SLOT_STEPS[kind],
      first: 1,
      most: DAY / SLOT_STEPS[kind],
    },
    (start, now) => settlePeriod(db, kind, slotAt(kind, new Date(start))!, now),
  );

/** How many brand days the first tick closes: a week a restart makes up for. */
const CATCH_UP_DAYS = 7;

const dayOf = (start: number) => new Date(start).toISOString().slice(0, 10);

/**
 * Agent contracts on a running server: every tick settles what has ended since the last one (a
 * restart settles again what may not be, which pays nothing twice): the real-time salary of each
 * five minutes, the hourly salary of each hour, and at each brand day's close the daily salary
 * (paid every other day) and the dividends of the periods ending with it.
 */
export function agentPayJob(db: Db, clock: Clock): TimedJob {
  const jobs = [
    slotJob(db, clock, 'REALTIME_SALARY'),
    slotJob(db, clock, 'HOURLY_SALARY'),
    catchUpJob(
      'daily salary and dividends',
      clock,
      {
        latest: (now) => Date.parse(`${brandYesterday(now)}T00:00:00Z`),
        step: DAY,
        first: CATCH_UP_DAYS,
        most: CATCH_UP_DAYS,
      },
      (start, now) => settleDay(db, dayOf(start), now),
    ),
  ];
  return new TimedJob('agent pay', async () => {
    for (const job of jobs) await job.tick();
  });
}
