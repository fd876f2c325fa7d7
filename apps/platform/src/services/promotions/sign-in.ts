import {
  brandToday,
  type PromotionSignIn,
  type SignInMonth,
  type SignInReward,
  signInStreak,
  stepReached,
} from '@marquee/api-client/contract';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { memberRewards, promotionSignIns } from '../../db/schema';
import { fail } from '../../http/http-error';
import { requireNotExcluded } from '../play-safe/exclusion-state';
import { claimRewardIn } from '../rewards/claim-reward';
import { offerReward } from '../rewards/offer-reward';
import { lockWallet } from '../wallet/wallet';
import type { PromotionRow } from './promotion-status';

type SignInTable = NonNullable<PromotionRow['signIn']>;

const tableOf = (row: PromotionRow): SignInTable => row.signIn ?? { steps: [], missedDay: 'RESET' };

/** The brand days of the member's sign-ins in the promotion (from `from`, to `to`), ascending. */
async function signedDays(db: Db | Tx, promotionId: number, memberId: number, to?: string, from?: string) {
  const rows = await db
    .select({ day: promotionSignIns.day })
    .from(promotionSignIns)
    .where(
      and(
        eq(promotionSignIns.promotionId, promotionId),
        eq(promotionSignIns.memberId, memberId),
        ...(to ? [lte(promotionSignIns.day, to)] : []),
        ...(from ? [gte(promotionSignIns.day, from)] : []),
      ),
    )
    .orderBy(asc(promotionSignIns.day));
  return rows.map((row) => row.day);
}

/** The page's calendar: today's month of sign-ins (a visitor's: none), the streak and its table. */
export async function signInView(
  db: Db,
  row: PromotionRow,
  memberId: number | null,
  at: Date,
): Promise<PromotionSignIn> {
  const table = tableOf(row);
  const today = brandToday(at);
  const days = memberId === null ? [] : await signedDays(db, row.id, memberId, today);
  const month = today.slice(0, 8);
  return {
    today,
    firstDay: firstDayOf(row),
    lastDay: lastDayOf(row),
    signed: days.filter((day) => day >= `${month}01` && day <= `${month}31`),
    streak: signInStreak(days, today, table.missedDay).streak,
    missedDay: table.missedDay,
    steps: [...table.steps].sort((a, b) => a.days - b.days),
  };
}

const firstDayOf = (row: PromotionRow) => brandToday(row.startsAt);
// the period ends at an instant: its last brand day is the one holding the instant before
const lastDayOf = (row: PromotionRow) => brandToday(new Date(row.endsAt.getTime() - 1));

/**
 * The member's signed days of another month (YYYY-MM) of the calendar; a month holding none of the
 * promotion's days is refused, as the calendar never turns there.
 */
export async function signInMonth(
  db: Db,
  row: PromotionRow,
  memberId: number,
  month: string,
): Promise<SignInMonth> {
  if (month < firstDayOf(row).slice(0, 7) || month > lastDayOf(row).slice(0, 7))
    throw fail(400, 'PROMOTION_MONTH_OUTSIDE');
  return { month, signed: await signedDays(db, row.id, memberId, `${month}-31`, `${month}-01`) };
}

/** What a step is for in the reward centre: once per promotion, streak (by its first day) and step. */
const stepKey = (row: PromotionRow, start: string | null, days: number) =>
  `PROMOTION:${row.id}:SIGN_IN:${start ?? '-'}:${days}`;

/**
 * Signs the member in for the brand day of `at`, in one transaction: the unique index on the day
 * lets exactly one of many sign-ins at once land (the others answer PROMOTION_ALREADY_SIGNED); a
 * streak reaching a step offers its reward once per streak and step and credits it with the brand's
 * wagering for promotions, in the same transaction, so the sign-in and its credit land together.
 */
export async function signIn(
  db: Db,
  row: PromotionRow,
  memberId: number,
  at: Date,
): Promise<{ day: string; streak: number; reward?: SignInReward; balance: number }> {
  await requireNotExcluded(db, memberId, at);
  const table = tableOf(row);
  const day = brandToday(at);
  return db.transaction(async (tx) => {
    const signed = await tx
      .insert(promotionSignIns)
      .values({ promotionId: row.id, memberId, day, signedAt: at })
      .onConflictDoNothing({
        target: [promotionSignIns.promotionId, promotionSignIns.memberId, promotionSignIns.day],
      })
      .returning({ id: promotionSignIns.id });
    if (signed.length === 0) throw fail(409, 'PROMOTION_ALREADY_SIGNED');
    const { streak, start } = signInStreak(await signedDays(tx, row.id, memberId, day), day, table.missedDay);
    const step = stepReached(table.steps, streak);
    if (!step) {
      const wallet = await lockWallet(tx, memberId);
      return { day, streak, balance: wallet?.balance ?? 0 };
    }
    const offerKey = stepKey(row, start, step.days);
    const offered = await offerReward(
      tx,
      {
        memberId,
        source: 'PROMOTION',
        offerKey,
        amount: step.amount,
        detail: { promotionId: row.id, streak: step.days },
      },
      at,
    );
    if (!offered) throw fail(409, 'REWARD_ALREADY_CLAIMED');
    const [reward] = await tx
      .select({ publicId: memberRewards.publicId, wageringRequired: memberRewards.wageringRequired })
      .from(memberRewards)
      .where(and(eq(memberRewards.memberId, memberId), eq(memberRewards.offerKey, offerKey)));
    const claimed = await claimRewardIn(tx, memberId, reward!.publicId, at);
    return {
      day,
      streak,
      reward: { days: step.days, amount: claimed.amount, wageringRequired: reward!.wageringRequired },
      balance: claimed.balance,
    };
  });
}
