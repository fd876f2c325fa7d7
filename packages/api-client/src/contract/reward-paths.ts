import { endpoint } from './endpoint';
import type {
  BonusesResponse,
  ClaimableCountResponse,
  ClaimRewardRequest,
  ClaimRewardsResponse,
  ForfeitBonusRequest,
  ForfeitBonusResponse,
  WaitingRewardsResponse,
} from './reward-types';

/**
 * The reward centre's and bonus details' calls, a table of their own: only the lazily loaded
 * member centre calls them. A claim needs no idempotency key of its own: the reward is the key
 * (a second claim of it answers REWARD_ALREADY_CLAIMED), as the bonus is a forfeit's.
 */
export const rewardsApi = {
  waiting: endpoint<void, WaitingRewardsResponse>('GET', '/wps/member/rewards', { token: true }),
  /** the reward centre's badge */
  claimableCount: endpoint<void, ClaimableCountResponse>('GET', '/wps/member/rewards/count', {
    token: true,
  }),
  claim: endpoint<ClaimRewardRequest, ClaimRewardsResponse>('POST', '/wps/member/rewards/claim', {
    token: true,
  }),
  /** every waiting reward in one transaction */
  claimAll: endpoint<void, ClaimRewardsResponse>('POST', '/wps/member/rewards/claim-all', { token: true }),
  bonuses: endpoint<void, BonusesResponse>('GET', '/wps/member/bonuses', { token: true }),
  forfeit: endpoint<ForfeitBonusRequest, ForfeitBonusResponse>('POST', '/wps/member/bonuses/forfeit', {
    token: true,
  }),
} as const;
