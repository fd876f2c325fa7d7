/**
 * Where a reward comes from. A claimed reward is credited as one ledger entry of kind
 * `REWARD_<source>` (the account record's BONUS type) and becomes a bonus with a wagering
 * requirement of `wageringMultiple` × its amount in valid bets.
 */
const REWARD_SOURCES = ['WELCOME', 'REBATE', 'MISSION', 'PROMOTION', 'REFERRAL', 'BIRTHDAY'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

/**
 * The reward centre (rewardCenter) and bonus details (bonusDetails). Money is integer minor units,
 * times ISO 8601.
 */

/** What a daily rebate was computed from: one row per game category the member bet on that day. */
export interface RebateCategoryDetail {
  category: string;
  validBet: number;
  /** the member's VIP level's rate for the category, in basis points */
  rateBps: number;
  amount: number;
}

/** A reward waiting in the reward centre. */
export interface WaitingReward {
  id: string;
  source: RewardSource;
  amount: number;
  /** the valid bets to place once it is claimed */
  wageringRequired: number;
  /** where it came from, as its source records it (a rebate: `day`, `vipLevel` and `categories`) */
  detail: Record<string, unknown>;
  offeredAt: string;
  /** after this it can no longer be claimed */
  claimBy: string;
}

export interface WaitingRewardsResponse {
  rewards: WaitingReward[];
}

export interface ClaimableCountResponse {
  count: number;
}

export interface ClaimRewardRequest {
  id: string;
}

export interface ClaimRewardsResponse {
  /** the rewards this call credited (claim all: every one waiting; none when nothing waited) */
  claimed: { id: string; source: RewardSource; amount: number }[];
  total: number;
  /** the main wallet's balance after the credits */
  balance: number;
}

/**
 * A claimed reward's wagering: ACTIVE until its valid bets reach the requirement (COMPLETED) or
 * its wagering days run out (EXPIRED); FORFEITED once the member gives it up from bonus details,
 * which debits what is left of it so the member may withdraw freely. An ACTIVE or EXPIRED bonus
 * still holds withdrawals back by its wagering left: an expired one until it is forfeited.
 */
const BONUS_STATUSES = ['ACTIVE', 'COMPLETED', 'EXPIRED', 'FORFEITED'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export interface Bonus {
  id: string;
  source: RewardSource;
  amount: number;
  wageringRequired: number;
  /** valid bets placed after the claim and before the expiry, up to the requirement */
  wagered: number;
  /** what still holds withdrawals back: 0 once COMPLETED or FORFEITED */
  wageringLeft: number;
  status: BonusStatus;
  claimedAt: string;
  /** the end of the wagering days */
  expiresAt: string;
  forfeitedAt: string | null;
  /** what the forfeit debited */
  forfeitedAmount: number | null;
}

export interface BonusesResponse {
  bonuses: Bonus[];
}

export interface ForfeitBonusRequest {
  id: string;
}

export interface ForfeitBonusResponse {
  id: string;
  /** what was debited: the bonus's unwagered share of its amount, at most the balance */
  debited: number;
  balance: number;
}
