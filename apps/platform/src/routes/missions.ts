import { missionsApi } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { requiredString } from '../http/validate';
import type { AccountDeps } from '../services/deps';
import { missionLeaderboard } from '../services/missions/mission-leaderboard';
import { claimableMissions, claimMission, missionSummary } from '../services/missions/missions';

export function missionRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  mount(missionsApi.summary, {
    handle: (_input, c) => missionSummary(deps.db, sessionOf(c).memberId, deps.clock.now()),
  });
  mount(missionsApi.claimable, {
    handle: async (_input, c) => ({
      count: await claimableMissions(deps.db, sessionOf(c).memberId, deps.clock.now()),
    }),
  });
  mount(missionsApi.claim, {
    parse: (raw) => ({ missionId: requiredString(raw, 'missionId', { max: 40 }) }),
    handle: ({ missionId }, c) => claimMission(deps.db, sessionOf(c).memberId, missionId, deps.clock.now()),
  });
  mount(missionsApi.leaderboard, {
    handle: (_input, c) => missionLeaderboard(deps.db, sessionOf(c).memberId, deps.clock.now()),
  });
}
