import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { TimedJob } from '../timed-job';
import { autoMatchBankDeposits } from './deposits';

/**
 * Demo only: the stand-in operator for bank transfers. Each tick matches every member's transfer
 * pending longer than `matchDelayMs` through the operator's service, so a demo deposit is credited
 * (with its message) whether or not its member is looking at the deposit page. Time comes from the
 * app's clock, so the dev clock moves it too; the deposit routes await a tick before they answer.
 */
export function depositJobs(db: Db, clock: Clock, matchDelayMs: number): TimedJob {
  return new TimedJob('deposit jobs', () => autoMatchBankDeposits(db, clock.now(), matchDelayMs));
}
