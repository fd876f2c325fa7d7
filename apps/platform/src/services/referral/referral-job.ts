import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { rowsOf } from '../records/bet-sources';
import { TimedJob } from '../timed-job';
import { offerReferralRewards } from './referral-rewards';

/** How often friends who just played or deposited are looked at again. */
const ACTIVITY_EVERY_MS = 30_000;

/**
 * Referral rewards on a running server. At start every friend whose reward is not offered yet is
 * looked at once; then, at most every ACTIVITY_EVERY_MS, only referred members with ledger entries
 * (deposits, bets) newer than the last look, found by the ledger's primary key, so a quiet server
 * reads one index entry. A lottery bet counts once its draw is settled, which writes no entry for
 * a losing bet: such a bet counts at the friend's next activity, or when the referrer opens the
 * invite-friends page (which looks at their friends first).
 */
export function referralJob(db: Db, clock: Clock): TimedJob {
  let seenEntry: number | null = null;
  let lookedAt = 0;
  return new TimedJob('referral rewards', async () => {
    const now = clock.now();
    const [latest] = rowsOf<{ id: string | number | null }>(
      await db.execute(sql`select max(id) as id from ledger_entries`),
    );
    const newest = Number(latest?.id ?? 0);
    if (seenEntry === null) {
      await offerReferralRewards(db, now);
    } else {
      if (now.getTime() - lookedAt < ACTIVITY_EVERY_MS || newest === seenEntry) return;
      const active = rowsOf<{ id: number }>(
        await db.execute(sql`select distinct m.id from ledger_entries e join members m on m.id = e.member_id
          where e.id > ${seenEntry} and e.id <= ${newest} and m.referred_by is not null`),
      );
      await offerReferralRewards(db, now, { friendIds: active.map((row) => Number(row.id)) });
    }
    seenEntry = newest;
    lookedAt = now.getTime();
  });
}
