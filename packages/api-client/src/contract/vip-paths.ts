import { endpoint } from './endpoint';
import type { VipRankResponse } from './vip-types';

/** The member centre's player rank page: only the lazily loaded member centre calls it. */
export const vipApi = {
  rank: endpoint<void, VipRankResponse>('GET', '/wps/member/vip', { token: true }),
} as const;
