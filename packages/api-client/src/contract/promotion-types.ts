import type { PromotionRaffle, PromotionSignIn, RaffleDraw, SignInReward } from './promotion-activity-types';
import type { ScreenshotType } from './support-types';

/** The activity centre's tabs: each promotion is of one type; the list says which types have one. */
export const PROMOTION_TYPES = ['NEW_MEMBER', 'DAILY', 'SLOTS', 'LIVE', 'SPORTS', 'VIP'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/**
 * What taking part asks: APPLY (a remark and images, decided by the operator), JOIN (join, then
 * play towards a target counted from real activity), CLAIM (claim the reward straight away),
 * SIGN_IN (sign once a brand day, rewards on streaks) or RAFFLE (tickets earned by deposits, each
 * drawing a prize).
 */
const PROMOTION_KINDS = ['APPLY', 'JOIN', 'CLAIM', 'SIGN_IN', 'RAFFLE'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * The member's status in a promotion, in the product's words: JOIN (may take part), CLAIM (a
 * reward to claim), APPLYING (waiting for the operator), CLOSED (ended), REJECTED, ISSUED (approved,
 * its reward to claim), CLAIMED, IN_PROCESS (joined, on the way to the target), SIGNED (signed in
 * today), JOINED (joined, nothing counted yet) and COMING_SOON (not started).
 */
const PROMOTION_STATUSES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSED',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'IN_PROCESS',
  'SIGNED',
  'JOINED',
  'COMING_SOON',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** How often a JOIN promotion's target starts over (its reward can be earned once per period). */
export type PromotionPeriod = 'DAILY' | 'WEEKLY';

/** An application's longest remark, in characters. */
export const PROMOTION_REMARK_MAX = 140;
/** The most images an application carries; each a PNG or JPEG of at most SCREENSHOT_MAX_BYTES. */
export const PROMOTION_IMAGES_MAX = 3;

export interface PromotionSummary {
  id: number;
  type: PromotionType;
  kind: PromotionKind;
  /** in the asked language (English where it has none) */
  title: string;
  /** the card's image, a URL */
  image: string;
  /** ISO instants: the promotion runs from `startsAt` until `endsAt` */
  startsAt: string;
  endsAt: string;
  /** minor units credited when claimed, under the brand's wagering rule for promotions */
  reward: number;
  /** a visitor's is what a new member would see (JOIN, CLAIM, COMING_SOON or CLOSED) */
  status: PromotionStatus;
}

export interface PromotionListQuery {
  type?: PromotionType;
  language?: string;
}

export interface PromotionListResponse {
  /** the types that have a promotion, in tab order */
  types: PromotionType[];
  promotions: PromotionSummary[];
}

/** A JOIN promotion's target: valid bets on a game category within each period. */
export interface PromotionProgress {
  category: string;
  period: PromotionPeriod;
  /** minor units of valid bet */
  target: number;
  /** counted from the member's own bets since joining, in the current period; at most `target` */
  progress: number;
}

interface PromotionApplication {
  remark: string;
  images: number;
  submittedAt: string;
}

/** A daily application of an earlier brand day, and what became of it. */
export interface PromotionApplicationDay {
  /** the brand day it was for, YYYY-MM-DD */
  day: string;
  status: Extract<PromotionStatus, 'APPLYING' | 'REJECTED' | 'ISSUED' | 'CLAIMED'>;
}

/**
 * How often a member may have a promotion's reward: once in all (ONCE_PER_MEMBER) or once a brand
 * day (ONCE_PER_DAY). An APPLY promotion's member applies as often (one application a brand day,
 * each approved one paid once); a JOIN promotion without it is once per target period; sign-ins and
 * raffles go by their days and tickets.
 */
export type PromotionFrequency = 'ONCE_PER_MEMBER' | 'ONCE_PER_DAY';

/** Who may take part: unset conditions hold for everyone. */
export interface PromotionEligibility {
  /** how often a member may have the reward (the platform holds it, even under parallel claims) */
  frequency?: PromotionFrequency;
  /** the lowest VIP level taking part */
  minVipLevel?: number;
  /** only members registered at most this many days ago */
  newMemberDays?: number;
}

/** Why a signed-in member may not take part: the condition of `eligibility` they do not meet. */
export type PromotionIneligibility = 'VIP_LEVEL' | 'NEW_MEMBERS_ONLY';

export interface PromotionDetail extends PromotionSummary {
  /** HTML: render only through the ui-kit sanitiser */
  content: string;
  /** JOIN promotions only */
  progress?: PromotionProgress;
  /** APPLY promotions, once the member applied (a daily one: applied today) */
  application?: PromotionApplication;
  /** ONCE_PER_DAY APPLY promotions: the member's applications of the earlier brand days of the last 30, newest first */
  earlierApplications?: PromotionApplicationDay[];
  /** the promotion's conditions, when it has any */
  eligibility?: PromotionEligibility;
  /** signed in: the condition the member does not meet (the platform refuses them the same way) */
  ineligible?: PromotionIneligibility;
  /** SIGN_IN promotions only */
  signIn?: PromotionSignIn;
  /** RAFFLE promotions only */
  raffle?: PromotionRaffle;
}

export interface PromotionDetailQuery {
  id: number;
  language?: string;
}

export interface PromotionIdRequest {
  id: number;
  language?: string;
}

export interface PromotionImage {
  type: ScreenshotType;
  /** the image's bytes, base64 */
  data: string;
}

export interface PromotionApplyRequest extends PromotionIdRequest {
  remark: string;
  images: PromotionImage[];
}

export interface PromotionClaimResponse {
  id: number;
  amount: number;
  /** valid bets to place before the reward counts as withdrawable */
  wageringRequired: number;
  /** the main wallet's balance after the credit */
  balance: number;
}

export interface PromotionSignInResponse {
  day: string;
  streak: number;
  /** the step this sign-in reached, credited to the main wallet */
  reward?: SignInReward;
  /** the main wallet's balance after the sign-in */
  balance: number;
  detail: PromotionDetail;
}

export interface RaffleDrawResponse {
  draw: RaffleDraw;
  /** the main wallet's balance after the prize */
  balance: number;
  detail: PromotionDetail;
}
