import type { ReferralQuery } from '../contract/referral-types';

const all = ['member', 'referral'] as const;

/** TanStack Query keys of the invite-friends page, under the member's prefix so signing out drops them. */
export const referralKeys = {
  all,
  summary: (query: ReferralQuery) => [...all, 'summary', query] as const,
} as const;
