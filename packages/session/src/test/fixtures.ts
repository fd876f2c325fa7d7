import type { BalanceResponse, MemberInfo } from '@marquee/api-client';

export const member: MemberInfo = {
  id: 'mPublic1001xxxxxxxxxxx',
  account: 'player01',
  nickname: 'Lucky',
  type: 0,
  isAgent: 0,
  toUpline: true,
  clubLabel: { labelName: 'Gold', rankLevel: 3 },
  memberLabel: [{ labelName: 'new' }],
  currency: 'CNY',
  createdAt: '2026-01-01T00:00:00.000Z',
  passwordChangePending: false,
};

export const trialMember: MemberInfo = {
  ...member,
  id: 'mPublic9xxxxxxxxxxxxxx',
  account: 'guest9',
  nickname: 'Guest',
  type: 4,
  isAgent: 4,
};

export const balance: BalanceResponse = { sumBalance: 1234567, currency: 'CNY' };
