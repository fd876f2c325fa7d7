import { endpoint } from './endpoint';
import type { VipLevelsResponse, VipRankResponse } from './vip-types';

/** The member centre's player rank page and the /vip page: only lazily loaded screens call these. */
export const vipApi = {
  rank: endpoint<void, VipRankResponse>('GET', '/wps/member/vip', { token: true }),
  /** every level's thresholds and benefits, for visitors too */
  levels: endpoint<void, VipLevelsResponse>('GET', '/wps/vip/levels'),
} as const;
