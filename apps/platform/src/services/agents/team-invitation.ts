import type { TeamInvitation } from '@marquee/api-client/contract';
import type { Db } from '../../db/open';
import { memberCodeOf } from '../accounts/member-codes';
import { requireAgent } from './team';

/**
 * The agent's invitation code. Agents the seed made have theirs; one who became an agent later (an
 * approved application, a downline agent registered by their upline) gets one the first time they
 * ask, so every agent's registration link can bring members into their team.
 */
export async function teamInvitation(db: Db, agentId: number): Promise<TeamInvitation> {
  await requireAgent(db, agentId);
  return { code: await memberCodeOf(db, agentId, 'affiliateCode') };
}
