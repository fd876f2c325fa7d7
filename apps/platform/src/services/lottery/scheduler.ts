import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { TimedJob } from '../timed-job';
import { scheduleNextDraws, settleDueDraws } from './draws';

/** How often a running server looks for due draws; the test clock's jumps are caught within this. */
const TICK_MS = 1000;

/**
 * The draw scheduler: each tick settles every due draw (also the ones missed while the server was
 * down, each once) and schedules each game's next draw; a running server's first tick is at its
 * start. Time comes from the app's clock, so the dev clock moves the draws too. The lottery routes
 * await a tick before they answer, so what they show is never behind the clock.
 */
export function lotteryScheduler(
  db: Db,
  clock: Clock,
  /** past draws each game gets on its first start (demo mode) */
  history: number,
  /** LOTTERY_SEED_SECRET: the key the draws' seeds are derived with */
  seedSecret: string,
): TimedJob {
  return new TimedJob(
    'lottery draws',
    async () => {
      const now = clock.now();
      await settleDueDraws(db, now, seedSecret);
      await scheduleNextDraws(db, now, history, seedSecret);
    },
    { everyMs: TICK_MS, tickAtStart: true },
  );
}
