/** The channels an affiliate says they will bring players through (one or more). */
export const AFFILIATE_CHANNELS = ['SOCIAL', 'WEBSITE', 'MESSAGING', 'VIDEO', 'OFFLINE'] as const;
export type AffiliateChannel = (typeof AFFILIATE_CHANNELS)[number];

/** One step of the brand's commission contract: the share paid once both thresholds are met. */
interface CommissionTier {
  /** active players (a deposit and a bet in the month) the agent needs */
  minActivePlayers: number;
  /** the team's net revenue in the month, integer minor units */
  minNetRevenue: number;
  /** percent of the team's net revenue paid to the agent */
  commissionPercent: number;
}

/** What an agent earns, from the brand's contract settings. */
export interface AffiliateProgramme {
  tiers: CommissionTier[];
  /** the day of the month the previous month's commission is paid */
  settlementDay: number;
  /** percent of a direct downline's valid bets paid back to the agent each day */
  dailyRebatePercent: number;
}

type AffiliateApplicationStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface AffiliateApplication {
  status: AffiliateApplicationStatus;
  name: string;
  contact: string;
  channels: AffiliateChannel[];
  expectedPlayers: number;
  submittedAt: string;
  decidedAt: string | null;
}

export interface AffiliateRequest {
  name: string;
  contact: string;
  channels: AffiliateChannel[];
  expectedPlayers: number;
}

/** The programme for everyone; a signed-in member also gets their latest application. */
export interface AffiliateResponse {
  programme: AffiliateProgramme;
  application: AffiliateApplication | null;
}

/** What a feedback is about. */
export const FEEDBACK_QUESTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'ACCOUNT',
  'PROMOTION',
  'OTHER',
] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

/** The image types the platform takes as an upload (screenshots, proofs, applications' images). */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg'] as const;
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number];

export interface FeedbackScreenshot {
  type: ScreenshotType;
  /** the file's bytes, base64 */
  data: string;
}

export interface FeedbackRequest {
  questionType: FeedbackQuestionType;
  content: string;
  screenshot?: FeedbackScreenshot;
}

interface FeedbackReply {
  content: string;
  createdAt: string;
}

export interface FeedbackItem {
  /** the ticket number the member sees (FB-…); another member's answers 404 */
  id: string;
  questionType: FeedbackQuestionType;
  content: string;
  hasScreenshot: boolean;
  createdAt: string;
  replies: FeedbackReply[];
}

/** The brand's word-count bounds and the member's own feedback, latest first. */
export interface FeedbackListResponse {
  minWords: number;
  maxWords: number;
  items: FeedbackItem[];
}

export interface FeedbackIdQuery {
  id: string;
}
