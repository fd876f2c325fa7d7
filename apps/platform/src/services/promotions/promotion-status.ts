import {
  brandToday,
  type PromotionKind,
  type PromotionPeriod,
  type PromotionProgress,
  type PromotionStatus,
  type PromotionType,
} from '@marquee/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { memberRewards, promotionEntries, promotionSignIns, type promotions } from '../../db/schema';
import { activityOf } from '../missions/mission-activity';
import { periodWindow } from '../missions/mission-periods';

export type PromotionRow = typeof promotions.$inferSelect;
type EntryRow = typeof promotionEntries.$inferSelect;

/**
 * What a promotion's reward is for, unique per member in the reward centre (so of parallel claims
 * one credits): once a brand day for ONCE_PER_DAY, once per target period for a JOIN promotion
 * without a frequency, otherwise once per member. The claim and the page read the same key.
 */
export function rewardKeyOf(promotion: PromotionRow, at: Date): string {
  if (promotion.frequency === 'ONCE_PER_DAY')
    return `PROMOTION:${promotion.id}:${periodWindow('DAILY', at).key}`;
  if (promotion.frequency === null && promotion.period)
    return `PROMOTION:${promotion.id}:${periodWindow(promotion.period as PromotionPeriod, at).key}`;
  return `PROMOTION:${promotion.id}`;
}

export const isOpen = (promotion: PromotionRow, at: Date) =>
  promotion.startsAt <= at && at < promotion.endsAt;

/**
 * A JOIN promotion's progress: the member's valid bets on its category in the current period, from
 * the moment they joined (bets placed before joining do not count), at most the target.
 */
export async function progressOf(
  db: Db,
  promotion: PromotionRow,
  entry: EntryRow | undefined,
  at: Date,
): Promise<PromotionProgress> {
  const period = promotion.period as PromotionPeriod;
  const target = promotion.target ?? 0;
  const category = promotion.category ?? '';
  if (!entry) return { category, period, target, progress: 0 };
  const window = periodWindow(period, at);
  const from = new Date(Math.max(entry.enteredAt.getTime(), window.from.getTime()));
  const activity = await activityOf(db, entry.memberId, { ...window, from });
  return { category, period, target, progress: Math.min(activity.validBets.get(category) ?? 0, target) };
}

interface MemberView {
  entries: Map<number, EntryRow>;
  /** the SIGN_IN promotions the member signed today */
  signedToday: Set<number>;
  /** reward offer keys of this member: claimed or not */
  rewards: Map<string, { claimed: boolean }>;
}

/** The member's entries and promotion rewards for `rows`, read in two queries. */
export async function memberViewOf(
  db: Db | Tx,
  memberId: number,
  rows: readonly PromotionRow[],
  at: Date,
): Promise<MemberView> {
  if (rows.length === 0) return { entries: new Map(), rewards: new Map(), signedToday: new Set() };
  const [entries, rewards, signIns] = await Promise.all([
    db
      .select()
      .from(promotionEntries)
      .where(
        and(
          eq(promotionEntries.memberId, memberId),
          inArray(
            promotionEntries.promotionId,
            rows.map((row) => row.id),
          ),
        ),
      ),
    db
      .select({ offerKey: memberRewards.offerKey, claimedAt: memberRewards.claimedAt })
      .from(memberRewards)
      .where(
        and(
          eq(memberRewards.memberId, memberId),
          inArray(
            memberRewards.offerKey,
            rows.map((row) => rewardKeyOf(row, at)),
          ),
        ),
      ),
    rows.some((row) => row.kind === 'SIGN_IN')
      ? db
          .select({ promotionId: promotionSignIns.promotionId })
          .from(promotionSignIns)
          .where(and(eq(promotionSignIns.memberId, memberId), eq(promotionSignIns.day, brandToday(at))))
      : [],
  ]);
  return {
    entries: new Map(entries.map((entry) => [entry.promotionId, entry])),
    signedToday: new Set(signIns.map((signIn) => signIn.promotionId)),
    rewards: new Map(rewards.map((reward) => [reward.offerKey, { claimed: reward.claimedAt !== null }])),
  };
}

/**
 * The member's status in a promotion, in the product's words; a visitor (no view) sees what a new
 * member would. An approved application stays ISSUED after the promotion ends, as its reward waits
 * in the reward centre until claimed.
 */
export function statusOf(
  promotion: PromotionRow,
  view: MemberView | null,
  progress: PromotionProgress | undefined,
  at: Date,
): PromotionStatus {
  if (at < promotion.startsAt) return 'COMING_SOON';
  const reward = view?.rewards.get(rewardKeyOf(promotion, at));
  if (reward?.claimed) return 'CLAIMED';
  const entry = view?.entries.get(promotion.id);
  const kind = promotion.kind as PromotionKind;
  if (kind === 'APPLY' && entry?.status === 'APPROVED') return 'ISSUED';
  if (!isOpen(promotion, at)) return 'CLOSED';
  if (kind === 'CLAIM') return 'CLAIM';
  if (kind === 'SIGN_IN') return view?.signedToday.has(promotion.id) ? 'SIGNED' : 'JOIN';
  if (kind === 'RAFFLE') return 'JOIN';
  if (!entry) return 'JOIN';
  if (kind === 'APPLY') return entry.status === 'REJECTED' ? 'REJECTED' : 'APPLYING';
  const done = progress?.progress ?? 0;
  if (done >= (promotion.target ?? 0)) return 'CLAIM';
  return done > 0 ? 'IN_PROCESS' : 'JOINED';
}

export const typeOf = (row: PromotionRow) => row.type as PromotionType;
export const kindOf = (row: PromotionRow) => row.kind as PromotionKind;
