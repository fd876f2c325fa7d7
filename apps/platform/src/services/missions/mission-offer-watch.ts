import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { rowsOf } from '../records/bet-sources';
import { periodWindow } from './mission-periods';
import { offerCompletedMissions } from './missions';

/** Members remembered at most; past it the memory starts again (a look costs only queries). */
const REMEMBERED_MEMBERS = 10_000;

/** What a member's missions depend on: their latest ledger entry and sign-in, and the periods. */
async function activityMark(db: Db, memberId: number, at: Date): Promise<string> {
  const [row] = rowsOf<{ entry: string | number | null; signed_in: string | Date | null }>(
    await db.execute(sql`select
      (select id from ledger_entries where member_id = ${memberId}
        order by created_at desc, id desc limit 1) as entry,
      (select at from sign_ins where member_id = ${memberId} order by at desc limit 1) as signed_in`),
  );
  const signedIn = row?.signed_in ? new Date(row.signed_in).toISOString() : '';
  return [row?.entry ?? '', signedIn, periodWindow('DAILY', at).key, periodWindow('WEEKLY', at).key].join(
    '|',
  );
}

/**
 * Offers a member's completed missions' rewards for the reward centre's reads, which come often
 * (the menu badge asks on every opening): working out every mission takes eight queries, while a
 * mission can only complete through new activity (a ledger entry: a round, a bet, a deposit; or a
 * sign-in) or a new period. So each member's last look is remembered by two indexed lookups and
 * repeated only when one of them changed. A lottery bet's wager counts once its draw settles, which
 * writes every player's payout entry (0 for a bet that won nothing). Per app, not per module: each
 * app may have a database of its own.
 */
export function missionOfferWatch(db: Db): (memberId: number, at: Date) => Promise<void> {
  const looked = new Map<number, string>();
  return async (memberId, at) => {
    const mark = await activityMark(db, memberId, at);
    if (looked.get(memberId) === mark) return;
    await offerCompletedMissions(db, memberId, at);
    if (looked.size >= REMEMBERED_MEMBERS) looked.clear();
    looked.set(memberId, mark);
  };
}
