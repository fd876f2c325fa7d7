import type { RewardSource } from '@marquee/api-client/contract';
import type { Db, Tx } from '../../db/open';
import { memberRewards } from '../../db/schema';
import { BRAND_REWARDS } from '../../reference/brand';
import { randomToken } from '../accounts/tokens';
import { isExcluded } from '../play-safe/exclusion-state';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RewardOffer {
  memberId: number;
  source: RewardSource;
  /** unique per member: what the reward is for, e.g. `REBATE:2026-11-25` or `MISSION:<id>:<period>` */
  offerKey: string;
  /** integer minor units, above zero */
  amount: number;
  detail?: Record<string, unknown>;
}

/**
 * Puts a reward in the member's reward centre, once per member and `offerKey`: a job that runs
 * again, or twice at the same time, offers nothing more (the unique index decides, not a read
 * before the write). Answers whether this call is the one that offered it. A member in a time-out
 * or self-exclusion is offered nothing (no bonus offer reaches an excluded player: a birthday
 * bonus, the welcome bonus of a deposit paid during it, a rebate); one that starts just after the
 * read still holds the claim back.
 */
export async function offerReward(db: Db | Tx, offer: RewardOffer, at: Date): Promise<boolean> {
  if (!Number.isSafeInteger(offer.amount) || offer.amount <= 0)
    throw new Error('a reward is a positive integer amount of minor units');
  if (await isExcluded(db, offer.memberId, at)) return false;
  const offered = await db
    .insert(memberRewards)
    .values({
      publicId: randomToken(12),
      memberId: offer.memberId,
      source: offer.source,
      offerKey: offer.offerKey,
      amount: offer.amount,
      wageringRequired: offer.amount * BRAND_REWARDS.wageringMultiple[offer.source],
      detail: offer.detail ?? {},
      offeredAt: at,
      claimBy: new Date(at.getTime() + BRAND_REWARDS.claimDays * DAY_MS),
    })
    .onConflictDoNothing({ target: [memberRewards.memberId, memberRewards.offerKey] })
    .returning({ id: memberRewards.id });
  return offered.length === 1;
}
