import { vipApi } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import type { AccountDeps } from '../services/deps';
import { playerRank, vipLevels } from '../services/vip/player-rank';

export function vipRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  mount(vipApi.rank, {
    handle: (_input, c) => playerRank(deps.db, sessionOf(c).memberId, deps.clock.now()),
  });
  mount(vipApi.levels, { handle: () => vipLevels() });
}
