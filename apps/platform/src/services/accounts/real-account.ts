import { isTrialAccount } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { members } from '../../db/schema';
import { fail } from '../../http/http-error';

/**
 * Real-money actions are for real accounts: a trial (free play) account answers 403 TRIAL_ACCOUNT,
 * "Please Register An Account First". The session guard applies it to every money, reward and
 * game-start call of the contract (REAL_ACCOUNT_ENDPOINTS), the demo game to its rounds. The web
 * app warns before calling; this holds for any other caller.
 */
export async function requireRealAccount(db: Db, memberId: number): Promise<void> {
  if (await isTrialMember(db, memberId)) throw fail(403, 'TRIAL_ACCOUNT');
}

/** Whether the member is a trial account, read in the caller's transaction. */
export async function isTrialMember(db: Db | Tx, memberId: number): Promise<boolean> {
  const [member] = await db
    .select({ isAgent: members.isAgent })
    .from(members)
    .where(eq(members.id, memberId));
  return member !== undefined && isTrialAccount(member.isAgent);
}
