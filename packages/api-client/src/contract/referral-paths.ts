import { endpoint } from './endpoint';
import type { ReferralQuery, ReferralResponse } from './referral-types';

/** Invite friends (referral): only the lazily loaded member centre calls it. */
export const referralApi = {
  /** the member's code, rules, earnings and a page of friends; offers the rewards friends have earned */
  summary: endpoint<ReferralQuery, ReferralResponse>('GET', '/wps/member/referral', { token: true }),
} as const;
