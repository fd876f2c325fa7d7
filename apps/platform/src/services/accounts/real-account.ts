import { isTrialAccount } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { members } from '../../db/schema';
import { fail } from '../../http/http-error';

/**
 * Real-money actions (starting a game, a sports lobby or a PVP room, playing a round) are for real
 * accounts: a trial (free play) account answers 403 TRIAL_ACCOUNT, "Please Register An Account
 * First". The web app warns before calling; this holds for any other caller.
 */
export async function requireRealAccount(db: Db, memberId: number): Promise<void> {
  const [member] = await db
    .select({ isAgent: members.isAgent })
    .from(members)
    .where(eq(members.id, memberId));
  if (member && isTrialAccount(member.isAgent)) throw fail(403, 'TRIAL_ACCOUNT');
}
