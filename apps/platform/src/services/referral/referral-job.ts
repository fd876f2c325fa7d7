import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { TimedJob } from '../timed-job';
import { membersWithEntries, newestLedgerEntry } from '../wallet/ledger-activity';
import { offerReferralRewards } from './referral-rewards';

/** How often friends who just played or deposited are looked at again. */
const ACTIVITY_EVERY_MS = 30_000;

/**
 * Referral rewards on a running server. At start every friend whose reward is not offered yet is
 * looked at once; then, at most every ACTIVITY_EVERY_MS, only referred members with ledger entries
 * (deposits, bets) newer than the last look, found by the ledger's primary key, so a quiet server
 * reads one index entry. A lottery bet counts once its draw is settled, which writes every
 * player's payout entry (0 for a losing bet), so it is seen then.
 */
export function referralJob(db: Db, clock: Clock): TimedJob {
  let seenEntry: number | null = null;
  let lookedAt = 0;
  return new TimedJob('referral rewards', async () => {
    const now = clock.now();
    const newest = await newestLedgerEntry(db);
    if (seenEntry === null) {
      await offerReferralRewards(db, now);
    } else {
      if (now.getTime() - lookedAt < ACTIVITY_EVERY_MS || newest === seenEntry) return;
      const active = await membersWithEntries(db, seenEntry, newest, sql`m.referred_by is not null`);
      await offerReferralRewards(db, now, { friendIds: active });
    }
    seenEntry = newest;
    lookedAt = now.getTime();
  });
}
