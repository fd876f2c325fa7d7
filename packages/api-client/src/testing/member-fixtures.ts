import type { MemberInfo } from '../contract/member-types';

/** A regular member as the platform describes one; a test overrides only what it is about. */
export function memberFixture(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 'mPublic1001xxxxxxxxxxx',
    account: 'player01',
    nickname: 'Lucky',
    type: 0,
    isAgent: 0,
    toUpline: true,
    clubLabel: { labelName: 'Gold', rankLevel: 3 },
    memberLabel: [],
    currency: 'CNY',
    createdAt: '2026-01-01T00:00:00.000Z',
    passwordChangePending: false,
    ...overrides,
  };
}

/** A trial (play-for-fun) account: type and agent flag 4. */
export function trialMemberFixture(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return memberFixture({
    id: 'mPublic9xxxxxxxxxxxxxx',
    account: 'guest9',
    type: 4,
    isAgent: 4,
    ...overrides,
  });
}
