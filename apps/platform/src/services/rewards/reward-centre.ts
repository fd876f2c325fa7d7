import type { RewardSource, WaitingReward, WaitingRewardsResponse } from '@marquee/api-client/contract';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { memberRewards } from '../../db/schema';

const waiting = (memberId: number, at: Date) =>
  and(eq(memberRewards.memberId, memberId), isNull(memberRewards.claimedAt), gt(memberRewards.claimBy, at));

/** The rewards waiting in the reward centre, the soonest to lapse first. */
export async function waitingRewards(db: Db, memberId: number, at: Date): Promise<WaitingRewardsResponse> {
  const rows = await db
    .select()
    .from(memberRewards)
    .where(waiting(memberId, at))
    .orderBy(asc(memberRewards.claimBy), asc(memberRewards.id));
  return {
    rewards: rows.map(
      (row): WaitingReward => ({
        id: row.publicId,
        source: row.source as RewardSource,
        amount: row.amount,
        wageringRequired: row.wageringRequired,
        detail: row.detail,
        offeredAt: row.offeredAt.toISOString(),
        claimBy: row.claimBy.toISOString(),
      }),
    ),
  };
}

/** The reward centre's badge: how many rewards wait to be claimed. */
export async function claimableCount(db: Db, memberId: number, at: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberRewards)
    .where(waiting(memberId, at));
  return row?.count ?? 0;
}
