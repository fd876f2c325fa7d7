/**
 * Invite friends (referral): the member's own referral code, the friends who registered with it,
 * the brand's rules for a friend's reward and what the member has earned. Money is integer minor
 * units, times ISO 8601.
 */

import type { RecordPage } from './records-types';

/** Friends per page of the invite-friends list. */
export const REFERRAL_PAGE_SIZE = 10;

/**
 * A friend's reward: PENDING until their first deposit and valid bet reach the rules' thresholds,
 * then WAITING in the member's reward centre, CLAIMED once claimed there, EXPIRED if it was not
 * claimed in time. NOT_ELIGIBLE: the friend's account is not independent of the member's (the same
 * registration address, device or bank account), so it earns no reward.
 */
const REFERRAL_REWARD_STATES = ['PENDING', 'WAITING', 'CLAIMED', 'EXPIRED', 'NOT_ELIGIBLE'] as const;
export type ReferralRewardState = (typeof REFERRAL_REWARD_STATES)[number];

export interface ReferralFriend {
  /** masked, as the winner board masks names: the member never learns a friend's full account */
  name: string;
  registeredAt: string;
  /** whether the friend has made a deposit; its amount and the friend's bets stay private */
  firstDeposit: boolean;
  rewardState: ReferralRewardState;
}

export interface ReferralRules {
  /** the friend's first deposit must be at least this */
  firstDeposit: number;
  /** and the friend's valid bets since registering at least this */
  validBet: number;
  /** what the member is then offered, per friend */
  reward: number;
  /** the reward's wagering requirement, as a multiple of its amount */
  wageringMultiple: number;
  /** days the offered reward waits in the reward centre */
  claimDays: number;
}

export interface ReferralQuery {
  page?: number;
}

export interface ReferralResponse extends RecordPage {
  /** the member's referral code: the registration link carries it as `?ref=` */
  code: string;
  rules: ReferralRules;
  /** over every friend, not only this page */
  earnings: { claimed: number; waiting: number };
  friends: ReferralFriend[];
}
