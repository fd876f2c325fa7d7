import {
  brandToday,
  type PromotionApplicationDay,
  type PromotionKind,
  type PromotionPeriod,
  type PromotionProgress,
  type PromotionStatus,
  type PromotionType,
  shiftDay,
} from '@marquee/api-client/contract';
import { and, eq, gte, inArray, isNull, like, or } from 'drizzle-orm';
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

/** Whether members apply once a brand day (an entry, and a reward, per day) rather than once. */
export const appliesDaily = (promotion: PromotionRow) =>
  promotion.kind === 'APPLY' && promotion.frequency === 'ONCE_PER_DAY';

/** The day an entry made at `at` is for: its brand day for a daily application, otherwise none. */
export const entryDayOf = (promotion: PromotionRow, at: Date) =>
  appliesDaily(promotion) ? brandToday(at) : null;

/**
 * The reward key of an application's reward: a daily one's is its own brand day's (the day
 * rewardKeyOf gives on that day), whenever it is approved or claimed.
 */
export const entryRewardKeyOf = (promotion: PromotionRow, entry: Pick<EntryRow, 'day'>) =>
  entry.day === null ? `PROMOTION:${promotion.id}` : `PROMOTION:${promotion.id}:${entry.day}`;

/** How many brand days back a daily application's page shows, and claims from (the reward centre keeps older ones). */
const EARLIER_DAYS = 30;

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
  /** the member's current entry: once per member, or a daily application's of today */
  entries: Map<number, EntryRow>;
  /** daily applications of the earlier brand days (the last EARLIER_DAYS), newest first */
  earlier: Map<number, EntryRow[]>;
  /** the SIGN_IN promotions the member signed today */
  signedToday: Set<number>;
  /** reward offer keys of this member: claimed or not */
  rewards: Map<string, { claimed: boolean }>;
}

/** The member's entries, sign-ins and promotion rewards for `rows`, read in three queries at once. */
export async function memberViewOf(
  db: Db | Tx,
  memberId: number,
  rows: readonly PromotionRow[],
  at: Date,
): Promise<MemberView> {
  if (rows.length === 0)
    return { entries: new Map(), earlier: new Map(), rewards: new Map(), signedToday: new Set() };
  const today = brandToday(at);
  const daily = rows.filter(appliesDaily);
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
          or(isNull(promotionEntries.day), gte(promotionEntries.day, shiftDay(today, -EARLIER_DAYS))),
        ),
      ),
    db
      .select({ offerKey: memberRewards.offerKey, claimedAt: memberRewards.claimedAt })
      .from(memberRewards)
      .where(
        and(
          eq(memberRewards.memberId, memberId),
          or(
            inArray(
              memberRewards.offerKey,
              rows.map((row) => rewardKeyOf(row, at)),
            ),
            // a daily application's earlier days' rewards
            ...daily.map((row) => like(memberRewards.offerKey, `PROMOTION:${row.id}:%`)),
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
  const current = new Map<number, EntryRow>();
  const earlier = new Map<number, EntryRow[]>();
  for (const entry of entries) {
    if (entry.day === null || entry.day === today) current.set(entry.promotionId, entry);
    else if (entry.day < today)
      earlier.set(entry.promotionId, [...(earlier.get(entry.promotionId) ?? []), entry]);
  }
  for (const list of earlier.values()) list.sort((a, b) => (b.day ?? '').localeCompare(a.day ?? ''));
  return {
    entries: current,
    earlier,
    signedToday: new Set(signIns.map((signIn) => signIn.promotionId)),
    rewards: new Map(rewards.map((reward) => [reward.offerKey, { claimed: reward.claimedAt !== null }])),
  };
}

/** An approved application's reward: unclaimed, claimed, or not offered (never, once approved). */
function rewardOfEntry(promotion: PromotionRow, view: MemberView, entry: EntryRow) {
  return view.rewards.get(entryRewardKeyOf(promotion, entry));
}

/**
 * The approved application whose reward the member claims next: the oldest unclaimed (today's
 * last), else the latest approved (claimed already), else none.
 */
export function issuedEntryOf(promotion: PromotionRow, view: MemberView): EntryRow | undefined {
  const current = view.entries.get(promotion.id);
  const approved = [...(view.earlier.get(promotion.id) ?? [])]
    .reverse()
    .concat(current ? [current] : [])
    .filter((entry) => entry.status === 'APPROVED');
  return (
    approved.find((entry) => rewardOfEntry(promotion, view, entry)?.claimed === false) ?? approved.at(-1)
  );
}

/** A daily application's earlier days on its page, newest first. */
export function earlierApplicationsOf(promotion: PromotionRow, view: MemberView): PromotionApplicationDay[] {
  return (view.earlier.get(promotion.id) ?? []).map((entry) => ({
    day: entry.day!,
    status:
      entry.status === 'APPROVED'
        ? rewardOfEntry(promotion, view, entry)?.claimed
          ? 'CLAIMED'
          : 'ISSUED'
        : entry.status === 'REJECTED'
          ? 'REJECTED'
          : 'APPLYING',
  }));
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
  // an issued reward waits first, a daily application's of an earlier day too
  const issued = view && promotion.kind === 'APPLY' ? issuedEntryOf(promotion, view) : undefined;
  if (issued && view && rewardOfEntry(promotion, view, issued)?.claimed === false) return 'ISSUED';
  const reward = view?.rewards.get(rewardKeyOf(promotion, at));
  if (reward?.claimed) return 'CLAIMED';
  const entry = view?.entries.get(promotion.id);
  const kind = promotion.kind as PromotionKind;
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
