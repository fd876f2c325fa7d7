import type { BalanceResponse, Country, MemberInfo, RegistrationFieldRule } from '@marquee/api-client';
import { memberFixture, trialMemberFixture } from '@marquee/api-client/testing';

export const member = memberFixture({ memberLabel: [{ labelName: 'new' }] });

export const trialMember = trialMemberFixture({ nickname: 'Guest', memberLabel: [{ labelName: 'new' }] });
export const agentMember: MemberInfo = {
  ...member,
  id: 'mPublic7xxxxxxxxxxxxxx',
  account: 'agent7',
  type: 1,
  isAgent: 1,
};

export const balance: BalanceResponse = { sumBalance: 1234567, currency: 'CNY' };

export const countries: Country[] = [
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
];

export const registerRules: RegistrationFieldRule[] = [
  { field: 'username', patternId: 1, acceptedPattern: '', minLength: 6, maxLength: 16, required: true },
  { field: 'password', patternId: 5, acceptedPattern: '', minLength: 8, maxLength: 20, required: true },
  { field: 'email', patternId: 3, acceptedPattern: '*', minLength: 6, maxLength: 64, required: false },
];
