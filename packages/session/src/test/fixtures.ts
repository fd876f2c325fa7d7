import type { BalanceResponse, VipRankResponse } from '@marquee/api-client';
import { memberFixture, trialMemberFixture, VIP_LEVELS_FIXTURE } from '@marquee/api-client/testing';

export const member = memberFixture({ memberLabel: [{ labelName: 'new' }] });

export const trialMember = trialMemberFixture({ nickname: 'Guest', memberLabel: [{ labelName: 'new' }] });

export const balance: BalanceResponse = { sumBalance: 1234567, currency: 'CNY' };

/** A member at VIP 2, half way to VIP 3's valid bets and a quarter of the way to its deposits. */
export const vipRank: Pick<VipRankResponse, 'level' | 'validBet' | 'deposits' | 'levels'> = {
  level: 2,
  validBet: 500_000,
  deposits: 125_000,
  levels: VIP_LEVELS_FIXTURE,
};
