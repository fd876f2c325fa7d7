import type { ReferralResponse } from '@marquee/api-client';

const RULES = {
  firstDeposit: 20_000,
  validBet: 50_000,
  reward: 5_000,
  wageringMultiple: 3,
  claimDays: 7,
};

/** A member with three friends: one rewarded and claimed, one waiting, one not there yet. */
export const REFERRAL: ReferralResponse = {
  code: 'K7MPQ2XD',
  rules: RULES,
  earnings: { claimed: 5_000, waiting: 5_000 },
  friends: [
    { name: 'ma***o', registeredAt: '2026-02-26T09:15:00.000Z', firstDeposit: false, rewardState: 'PENDING' },
    { name: 'jo***n', registeredAt: '2026-02-20T14:02:00.000Z', firstDeposit: true, rewardState: 'WAITING' },
    { name: 'ev***e', registeredAt: '2026-02-11T20:40:00.000Z', firstDeposit: true, rewardState: 'CLAIMED' },
  ],
  page: 1,
  pageSize: 10,
  totalRows: 3,
  totalPages: 1,
};

export const NO_FRIENDS: ReferralResponse = {
  ...REFERRAL,
  earnings: { claimed: 0, waiting: 0 },
  friends: [],
  totalRows: 0,
  totalPages: 0,
};

/** The invite-friends page's answers for its stories. */
export const REFERRAL_ANSWERS = { '/wps/member/referral': REFERRAL };
export const NO_FRIENDS_ANSWERS = { '/wps/member/referral': NO_FRIENDS };
