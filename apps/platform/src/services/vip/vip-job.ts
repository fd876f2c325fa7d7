import { brandToday } from '@marquee/api-client/contract';
import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { TimedJob } from '../timed-job';
import { membersWithEntries, newestLedgerEntry } from '../wallet/ledger-activity';
import { evaluateDay, evaluateMember } from './vip-evaluation';

/** How often members who just played or deposited are looked at again. */
const ACTIVITY_EVERY_MS = 30_000;

/**
 * The VIP evaluation on a running server. Once per brand day (and at start) the whole day is
 * evaluated; when the day turns, the day that just ended is evaluated once more, complete. In
 * between, at most every ACTIVITY_EVERY_MS, only the members with ledger entries (bets, lottery
 * bets, deposits) newer than the last look are evaluated, found by the ledger's primary key, so a
 * member who qualifies sees the level within a minute and a quiet server reads one index entry. A
 * lottery bet counts once its draw is settled, which writes every player's payout entry (0 for a
 * losing bet), so it is seen then.
 */
export function vipJob(db: Db, clock: Clock): TimedJob {
  let day: string | null = null;
  let seenEntry = 0;
  let lookedAt = 0;
  return new TimedJob('vip evaluation', async () => {
    const now = clock.now();
    const today = brandToday(now);
    const newest = await newestLedgerEntry(db);
    if (day !== today) {
      if (day !== null) await evaluateDay(db, day, now);
      await evaluateDay(db, today, now);
      day = today;
      seenEntry = newest;
      lookedAt = now.getTime();
      return;
    }
    if (now.getTime() - lookedAt < ACTIVITY_EVERY_MS || newest === seenEntry) return;
    for (const memberId of await membersWithEntries(db, seenEntry, newest))
      await evaluateMember(db, memberId, today, now);
    seenEntry = newest;
    lookedAt = now.getTime();
  });
}
