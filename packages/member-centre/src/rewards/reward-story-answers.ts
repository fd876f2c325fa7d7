import type { Bonus, WaitingReward } from '@marquee/api-client';

export const REBATE: WaitingReward = {
  id: 'rw-rebate-1',
  source: 'REBATE',
  amount: 1_850,
  wageringRequired: 1_850,
  detail: {
    day: '2026-02-27',
    timeZone: 'Asia/Manila',
    vipLevel: 2,
    categories: [
      { category: 'RNG', validBet: 400_000, rateBps: 40, amount: 1_600 },
      { category: 'LIVE', validBet: 100_000, rateBps: 25, amount: 250 },
    ],
  },
  offeredAt: '2026-02-28T00:00:05.000Z',
  claimBy: '2026-03-07T00:00:05.000Z',
};

export const MISSION: WaitingReward = {
  id: 'rw-mission-1',
  source: 'MISSION',
  amount: 500,
  wageringRequired: 1_500,
  detail: { mission: 'rounds' },
  offeredAt: '2026-02-28T03:00:00.000Z',
  claimBy: '2026-03-07T03:00:00.000Z',
};

/** A VIP 3's birthday bonus: the day it was offered for and the level it was offered at. */
export const BIRTHDAY: WaitingReward = {
  id: 'rw-birthday-1',
  source: 'BIRTHDAY',
  amount: 20_000,
  wageringRequired: 20_000,
  detail: { day: '2026-02-28', vipLevel: 3 },
  offeredAt: '2026-02-27T16:00:05.000Z',
  claimBy: '2026-03-06T16:00:05.000Z',
};

export const BONUSES: Bonus[] = [
  {
    id: 'rw-rebate-0',
    source: 'REBATE',
    amount: 2_000,
    wageringRequired: 2_000,
    wagered: 1_200,
    wageringLeft: 800,
    status: 'ACTIVE',
    claimedAt: '2026-02-27T02:00:00.000Z',
    expiresAt: '2026-03-29T02:00:00.000Z',
    forfeitedAt: null,
    forfeitedAmount: null,
  },
  {
    id: 'rw-mission-0',
    source: 'MISSION',
    amount: 500,
    wageringRequired: 1_500,
    wagered: 1_500,
    wageringLeft: 0,
    status: 'COMPLETED',
    claimedAt: '2026-02-20T02:00:00.000Z',
    expiresAt: '2026-03-22T02:00:00.000Z',
    forfeitedAt: null,
    forfeitedAmount: null,
  },
  {
    id: 'rw-promo-0',
    source: 'PROMOTION',
    amount: 1_000,
    wageringRequired: 5_000,
    wagered: 1_000,
    wageringLeft: 0,
    status: 'FORFEITED',
    claimedAt: '2026-01-10T02:00:00.000Z',
    expiresAt: '2026-02-09T02:00:00.000Z',
    forfeitedAt: '2026-01-12T02:00:00.000Z',
    forfeitedAmount: 800,
  },
];

/** The reward centre's and bonus details' answers for their stories. */
export const REWARD_ANSWERS = {
  '/wps/member/rewards': { rewards: [REBATE, MISSION] },
  '/wps/member/rewards/count': { count: 2 },
  '/wps/member/bonuses': { bonuses: BONUSES },
};

/** On the member's birthday: the birthday bonus waits beside a rebate, and one claimed last year. */
export const BIRTHDAY_REWARD_ANSWERS = {
  '/wps/member/rewards': { rewards: [BIRTHDAY, REBATE] },
  '/wps/member/rewards/count': { count: 2 },
  '/wps/member/bonuses': {
    bonuses: [
      {
        id: 'rw-birthday-0',
        source: 'BIRTHDAY',
        amount: 5_000,
        wageringRequired: 5_000,
        wagered: 5_000,
        wageringLeft: 0,
        status: 'COMPLETED',
        claimedAt: '2025-02-28T01:00:00.000Z',
        expiresAt: '2025-03-30T01:00:00.000Z',
        forfeitedAt: null,
        forfeitedAmount: null,
      },
      ...BONUSES,
    ] satisfies Bonus[],
  },
};

export const EMPTY_REWARD_ANSWERS = {
  '/wps/member/rewards': { rewards: [] },
  '/wps/member/rewards/count': { count: 0 },
  '/wps/member/bonuses': { bonuses: [] },
};
