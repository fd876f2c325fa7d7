import {
  PROMOTION_IMAGES_MAX,
  PROMOTION_REMARK_MAX,
  PROMOTION_TYPES,
  type PromotionApplyRequest,
  type PromotionClaimResponse,
  type PromotionDetail,
  type PromotionListResponse,
  type PromotionProgress,
  type PromotionSignInResponse,
  type PromotionSummary,
  type PromotionType,
  type RaffleDrawResponse,
  type SignInMonth,
} from '@marquee/api-client/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { memberRewards, promotionEntries, promotions } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import type { AccountDeps } from '../deps';
import { gameLanguage, inLanguage } from '../games/languages';
import { cleanImage, type ImageCodes, reserveImageStorage, takeUploadQuota } from '../media/uploaded-images';
import { claimReward } from '../rewards/claim-reward';
import { offerReward } from '../rewards/offer-reward';
import { eligibilityOf, ineligibilityOf, requireEligible } from './eligibility';
import {
  appliesDaily,
  earlierApplicationsOf,
  entryDayOf,
  entryRewardKeyOf,
  isOpen,
  issuedEntryOf,
  kindOf,
  memberViewOf,
  type PromotionRow,
  progressOf,
  rewardKeyOf,
  statusOf,
  typeOf,
} from './promotion-status';
import { drawRaffle, raffleView } from './raffle';
import { signIn, signInMonth, signInView } from './sign-in';

const IMAGE_CODES: ImageCodes = { type: 'PROMOTION_IMAGE_TYPE', size: 'PROMOTION_IMAGE_SIZE' };

/** The promotion's image in `language` (its headline drawn in that language), else its default one. */
function imageIn(row: Pick<PromotionRow, 'image' | 'imageByLanguage'>, language: string): string {
  return row.imageByLanguage[gameLanguage(language)] ?? row.image;
}

const tabOrder = (type: string) => PROMOTION_TYPES.indexOf(type as PromotionType);

function summaryOf(row: PromotionRow, language: string): Omit<PromotionSummary, 'status'> {
  return {
    id: row.id,
    type: typeOf(row),
    kind: kindOf(row),
    title: inLanguage(row.title, language),
    image: imageIn(row, language),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reward: row.reward,
  };
}

/**
 * The promotions not yet ended (an ended one a member still has a reward of stays too), by tab and
 * the brand's order; signed in (`memberId`), each with the member's status.
 */
export async function listPromotions(
  db: Db,
  memberId: number | null,
  query: { type?: PromotionType; language: string },
  at: Date,
): Promise<PromotionListResponse> {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.sort), asc(promotions.id));
  const view = memberId === null ? null : await memberViewOf(db, memberId, rows, at);
  const listed = [];
  for (const row of rows) {
    const entry = view?.entries.get(row.id);
    const progress =
      row.kind === 'JOIN' && entry && isOpen(row, at) ? await progressOf(db, row, entry, at) : undefined;
    const status = statusOf(row, view, progress, at);
    if (status === 'CLOSED') continue;
    listed.push({ ...summaryOf(row, query.language), status });
  }
  const types = [...new Set(listed.map((promotion) => promotion.type))].sort(
    (a, b) => tabOrder(a) - tabOrder(b),
  );
  return {
    types,
    promotions: query.type ? listed.filter((promotion) => promotion.type === query.type) : listed,
  };
}

async function promotionRow(db: Db, id: number): Promise<PromotionRow> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!row) throw notFound('No such promotion');
  return row;
}

/**
 * One promotion with its content and, signed in, the member's status, progress and application (a
 * daily one's of today, with the earlier days').
 */
export async function promotionDetail(
  db: Db,
  memberId: number | null,
  id: number,
  language: string,
  at: Date,
): Promise<PromotionDetail> {
  const row = await promotionRow(db, id);
  const view = memberId === null ? null : await memberViewOf(db, memberId, [row], at);
  const entry = view?.entries.get(row.id);
  const progress: PromotionProgress | undefined =
    row.kind === 'JOIN' ? await progressOf(db, row, entry, at) : undefined;
  const eligibility = eligibilityOf(row);
  const ineligible = memberId === null ? null : await ineligibilityOf(db, row, memberId, at);
  return {
    ...summaryOf(row, language),
    status: statusOf(row, view, progress, at),
    content: inLanguage(row.content, language),
    ...(progress ? { progress } : {}),
    ...(entry && row.kind === 'APPLY'
      ? {
          application: {
            remark: entry.remark ?? '',
            images: entry.images.length,
            submittedAt: entry.enteredAt.toISOString(),
          },
        }
      : {}),
    ...(view && appliesDaily(row) ? { earlierApplications: earlierApplicationsOf(row, view) } : {}),
    ...(eligibility ? { eligibility } : {}),
    ...(ineligible ? { ineligible } : {}),
    ...(row.kind === 'SIGN_IN' ? { signIn: await signInView(db, row, memberId, at) } : {}),
    ...(row.kind === 'RAFFLE' ? { raffle: await raffleView(db, row, memberId, at) } : {}),
  };
}

/** The promotion, refused unless it is running, of `kind` and open to the member. */
async function openPromotion(db: Db, id: number, kind: PromotionRow['kind'], at: Date, memberId: number) {
  const row = await promotionRow(db, id);
  if (!isOpen(row, at)) throw fail(409, 'PROMOTION_NOT_OPEN');
  if (row.kind !== kind) throw fail(409, 'PROMOTION_WRONG_KIND');
  await requireEligible(db, row, memberId, at);
  return row;
}

/** The entries' unique key: a day null for all but daily applications, and NULLS NOT DISTINCT. */
const ENTRY_KEY = [promotionEntries.promotionId, promotionEntries.memberId, promotionEntries.day];

/** Joins a JOIN promotion: bets from now on count. Joining twice, even at once, joins once. */
export async function joinPromotion(
  db: Db,
  memberId: number,
  id: number,
  language: string,
  at: Date,
): Promise<PromotionDetail> {
  await openPromotion(db, id, 'JOIN', at, memberId);
  const joined = await db
    .insert(promotionEntries)
    .values({ promotionId: id, memberId, status: 'JOINED', enteredAt: at })
    .onConflictDoNothing({ target: ENTRY_KEY })
    .returning({ id: promotionEntries.id });
  if (joined.length === 0) throw fail(409, 'PROMOTION_ALREADY_ENTERED');
  return promotionDetail(db, memberId, id, language, at);
}

/**
 * Applies to an APPLY promotion with a remark and up to PROMOTION_IMAGES_MAX images, each checked
 * by its content and re-encoded as every upload is; one application per member, or per member and
 * brand day for a ONCE_PER_DAY one (a unique key, so two at once store one). The operator approves
 * or rejects each.
 */
export async function applyForPromotion(
  deps: AccountDeps,
  memberId: number,
  ip: string,
  request: PromotionApplyRequest,
  language: string,
): Promise<PromotionDetail> {
  const { db } = deps;
  const at = deps.clock.now();
  const row = await openPromotion(db, request.id, 'APPLY', at, memberId);
  const day = entryDayOf(row, at);
  if ([...request.remark].length > PROMOTION_REMARK_MAX)
    throw fail(400, 'PROMOTION_REMARK_LENGTH', { max: PROMOTION_REMARK_MAX });
  if (request.images.length > PROMOTION_IMAGES_MAX)
    throw fail(400, 'PROMOTION_IMAGE_COUNT', { max: PROMOTION_IMAGES_MAX });
  const [existing] = await db
    .select({ id: promotionEntries.id })
    .from(promotionEntries)
    .where(
      and(
        eq(promotionEntries.promotionId, request.id),
        eq(promotionEntries.memberId, memberId),
        day === null ? isNull(promotionEntries.day) : eq(promotionEntries.day, day),
      ),
    );
  // refused before the upload quota is spent; the unique index decides a race
  if (existing) throw fail(409, 'PROMOTION_ALREADY_ENTERED');
  for (const _ of request.images) await takeUploadQuota(deps, memberId, ip);
  const images = request.images.map((image) => cleanImage(image, IMAGE_CODES));
  await db.transaction(async (tx) => {
    if (images.length > 0) await reserveImageStorage(tx, memberId, ...images);
    const entered = await tx
      .insert(promotionEntries)
      .values({
        promotionId: request.id,
        memberId,
        status: 'APPLYING',
        remark: request.remark,
        images,
        day,
        enteredAt: at,
      })
      .onConflictDoNothing({ target: ENTRY_KEY })
      .returning({ id: promotionEntries.id });
    if (entered.length === 0) throw fail(409, 'PROMOTION_ALREADY_ENTERED');
  });
  return promotionDetail(db, memberId, request.id, language, at);
}

/**
 * Offers the promotion's reward for the member (once per reward key, whoever offers it): the key of
 * `at`, or the one given (an application's own).
 */
export function offerPromotionReward(
  db: Db | Tx,
  promotion: PromotionRow,
  memberId: number,
  at: Date,
  offerKey = rewardKeyOf(promotion, at),
) {
  return offerReward(
    db,
    {
      memberId,
      source: 'PROMOTION',
      offerKey,
      amount: promotion.reward,
      detail: { promotionId: promotion.id },
    },
    at,
  );
}

/**
 * The reward key an APPLY promotion's claim pays: its approved application's, the oldest unclaimed
 * of a daily one's (so each approved day pays once).
 */
async function issuedRewardKey(db: Db, promotion: PromotionRow, memberId: number, at: Date) {
  const issued = issuedEntryOf(promotion, await memberViewOf(db, memberId, [promotion], at));
  if (!issued) throw fail(409, 'PROMOTION_NOT_ISSUED');
  return entryRewardKeyOf(promotion, issued);
}

/** Why the member may not claim yet, or null: a target not reached, a promotion not running. */
async function claimRefusal(db: Db, promotion: PromotionRow, memberId: number, at: Date) {
  if (promotion.kind === 'SIGN_IN' || promotion.kind === 'RAFFLE') return fail(409, 'PROMOTION_WRONG_KIND');
  if (promotion.kind === 'CLAIM') return isOpen(promotion, at) ? null : fail(409, 'PROMOTION_NOT_OPEN');
  if (!isOpen(promotion, at)) return fail(409, 'PROMOTION_NOT_OPEN');
  const [entry] = await db
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.promotionId, promotion.id), eq(promotionEntries.memberId, memberId)));
  if (!entry) return fail(409, 'PROMOTION_NOT_JOINED');
  const { progress, target } = await progressOf(db, promotion, entry, at);
  return progress >= target ? null : fail(409, 'PROMOTION_NOT_REACHED');
}

/**
 * Claims the promotion's reward: once it may be claimed it is offered (once per key) and claimed
 * through the reward centre's claim, whose conditional update lets exactly one of two claims at
 * once credit; the other answers REWARD_ALREADY_CLAIMED.
 */
export async function claimPromotion(
  db: Db,
  memberId: number,
  id: number,
  at: Date,
): Promise<PromotionClaimResponse> {
  const promotion = await promotionRow(db, id);
  let offerKey: string;
  // an application was checked when it was made, and its reward offered when it was approved
  if (promotion.kind === 'APPLY') offerKey = await issuedRewardKey(db, promotion, memberId, at);
  else {
    const refusal = await claimRefusal(db, promotion, memberId, at);
    if (refusal) throw refusal;
    await requireEligible(db, promotion, memberId, at);
    offerKey = rewardKeyOf(promotion, at);
    await offerPromotionReward(db, promotion, memberId, at, offerKey);
  }
  const [reward] = await db
    .select({ publicId: memberRewards.publicId, wageringRequired: memberRewards.wageringRequired })
    .from(memberRewards)
    .where(and(eq(memberRewards.memberId, memberId), eq(memberRewards.offerKey, offerKey)));
  if (!reward) throw fail(409, 'PROMOTION_NOT_ISSUED');
  const claimed = await claimReward(db, memberId, reward.publicId, at);
  return { id, amount: claimed.amount, wageringRequired: reward.wageringRequired, balance: claimed.balance };
}

/** Signs a SIGN_IN promotion for today (see `signIn`), answering the page as it stands after. */
export async function signInPromotion(
  db: Db,
  memberId: number,
  id: number,
  language: string,
  at: Date,
): Promise<PromotionSignInResponse> {
  const row = await openPromotion(db, id, 'SIGN_IN', at, memberId);
  const signed = await signIn(db, row, memberId, at);
  return { ...signed, detail: await promotionDetail(db, memberId, id, language, at) };
}

/** A SIGN_IN promotion's calendar turned to another month (see `signInMonth`). */
export async function signInMonthOf(
  db: Db,
  memberId: number,
  id: number,
  month: string,
): Promise<SignInMonth> {
  const row = await promotionRow(db, id);
  if (row.kind !== 'SIGN_IN') throw fail(409, 'PROMOTION_WRONG_KIND');
  return signInMonth(db, row, memberId, month);
}

/** Draws a RAFFLE promotion's ticket (see `drawRaffle`), answering the page as it stands after. */
export async function drawPromotion(
  db: Db,
  memberId: number,
  id: number,
  language: string,
  at: Date,
): Promise<RaffleDrawResponse> {
  const row = await openPromotion(db, id, 'RAFFLE', at, memberId);
  const { balance, ...draw } = await drawRaffle(db, row, memberId, at);
  return { draw, balance, detail: await promotionDetail(db, memberId, id, language, at) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A CLAIM promotion running from a day before `at` for 30 days, once per member, its title and HTML
 * in English only (the dev route's: the e2e suite adds one carrying script to prove the app's sanitiser).
 */
export async function addClaimPromotion(
  db: Db,
  { title, content }: { title: string; content: string },
  at: Date,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(promotions)
    .values({
      type: 'DAILY',
      kind: 'CLAIM',
      frequency: 'ONCE_PER_MEMBER',
      title: { EN: title },
      content: { EN: content },
      image: '/media/games/gems-0.svg',
      startsAt: new Date(at.getTime() - DAY_MS),
      endsAt: new Date(at.getTime() + 30 * DAY_MS),
      reward: 100,
    })
    .returning({ id: promotions.id });
  if (!row) throw new Error('promotion insert returned no row');
  return row;
}
