import type { BalanceResponse } from '@marquee/api-client';
import { memberFixture, trialMemberFixture } from '@marquee/api-client/testing';

export const member = memberFixture({ memberLabel: [{ labelName: 'new' }] });

export const trialMember = trialMemberFixture({ nickname: 'Guest', memberLabel: [{ labelName: 'new' }] });

export const balance: BalanceResponse = { sumBalance: 1234567, currency: 'CNY' };
