import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { members } from '../../db/schema';
import { fail } from '../../http/http-error';
import { memberCodeOf } from '../accounts/member-codes';

/** The member's referral code, made the first time it is asked for. */
export function referralCodeOf(db: Db, memberId: number): Promise<string> {
  return memberCodeOf(db, memberId, 'referralCode');
}

/**
 * The member whose referral code was given at registration, or BAD_REFERRAL_CODE. Called past the
 * registration gate: the answer tells whether a code exists.
 */
export async function referrerOf(db: Db, referralCode: string | undefined): Promise<number | null> {
  if (!referralCode) return null;
  const [referrer] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`${members.referralCode} = ${referralCode.toUpperCase()}`);
  if (!referrer) throw fail(400, 'BAD_REFERRAL_CODE');
  return referrer.id;
}
