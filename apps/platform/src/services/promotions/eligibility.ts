import type {
  PromotionEligibility,
  PromotionFrequency,
  PromotionIneligibility,
} from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { members } from '../../db/schema';
import { fail } from '../../http/http-error';
import { vipLevel } from '../../reference/vip-levels';
import type { PromotionRow } from './promotion-status';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often a member may have the reward, where the promotion's kind has a frequency (see rewardKeyOf). */
function frequencyOf(row: PromotionRow): PromotionFrequency | undefined {
  if (row.frequency !== null) return row.frequency as PromotionFrequency;
  return row.kind === 'APPLY' || row.kind === 'CLAIM' ? 'ONCE_PER_MEMBER' : undefined;
}

/** The promotion's conditions as the page states them, or undefined when it has none. */
export function eligibilityOf(row: PromotionRow): PromotionEligibility | undefined {
  const frequency = frequencyOf(row);
  const conditions: PromotionEligibility = {
    ...(frequency ? { frequency } : {}),
    ...(row.minVipLevel !== null ? { minVipLevel: row.minVipLevel } : {}),
    ...(row.newMemberDays !== null ? { newMemberDays: row.newMemberDays } : {}),
  };
  return Object.keys(conditions).length > 0 ? conditions : undefined;
}

/** The condition of the promotion the member does not meet at `at`, or null. */
export async function ineligibilityOf(
  db: Db | Tx,
  row: PromotionRow,
  memberId: number,
  at: Date,
): Promise<PromotionIneligibility | null> {
  if (row.minVipLevel === null && row.newMemberDays === null) return null;
  const [member] = await db
    .select({ rankLevel: members.rankLevel, createdAt: members.createdAt })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return null;
  if (row.minVipLevel !== null && vipLevel(member.rankLevel).level < row.minVipLevel) return 'VIP_LEVEL';
  if (row.newMemberDays !== null && at.getTime() - member.createdAt.getTime() > row.newMemberDays * DAY_MS)
    return 'NEW_MEMBERS_ONLY';
  return null;
}

/** Refuses a member who does not meet the promotion's conditions, with the condition's figure. */
export async function requireEligible(db: Db | Tx, row: PromotionRow, memberId: number, at: Date) {
  const refusal = await ineligibilityOf(db, row, memberId, at);
  if (refusal === 'VIP_LEVEL') throw fail(403, 'PROMOTION_VIP_LEVEL', { level: row.minVipLevel ?? 0 });
  if (refusal === 'NEW_MEMBERS_ONLY')
    throw fail(403, 'PROMOTION_NEW_MEMBERS_ONLY', { days: row.newMemberDays ?? 0 });
}
