import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { TimedJob } from '../timed-job';
import { autoApproveWithdrawals, autoReceiveWithdrawals } from './withdrawals';

/**
 * The withdrawals' timed work: each tick marks approved payouts left unconfirmed past the brand's
 * minutes AUTO_RECEIVED, and in demo mode (`reviewDelayMs` set) approves the orders pending longer
 * than the delay, as the operator would. Time comes from the app's clock, so the dev clock moves
 * them too; the withdrawal routes await a tick before they answer.
 */
export function withdrawalJobs(db: Db, clock: Clock, reviewDelayMs: number | null): TimedJob {
  return new TimedJob('withdrawal jobs', async () => {
    const now = clock.now();
    if (reviewDelayMs !== null) await autoApproveWithdrawals(db, now, reviewDelayMs);
    await autoReceiveWithdrawals(db, now);
  });
}
