import { rewardsApi } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { type RawInput, requiredString } from '../http/validate';
import type { AccountDeps } from '../services/deps';
import { missionOfferWatch } from '../services/missions/mission-offer-watch';
import { bonuses, forfeitBonus } from '../services/rewards/bonuses';
import { claimAllRewards, claimOne } from '../services/rewards/claim-reward';
import { claimableCount, waitingRewards } from '../services/rewards/reward-centre';
import type { TimedJob } from '../services/timed-job';

const rewardId = (raw: RawInput) => ({ id: requiredString(raw, 'id', { max: 40 }) });

/**
 * The reward centre and bonus details. The lists await the reward jobs' ticks (the daily rebate,
 * the birthday bonus), so a day that has just rolled over (on the dev clock too) shows its rebate
 * and a birthday its bonus, and offer the member's completed missions' rewards (when their
 * activity changed since the last look), so they wait here as well as on the missions page.
 */
export function rewardRoutes(app: Hono<AppEnv>, deps: AccountDeps, jobs: readonly TimedJob[]): void {
  const mount = mounter(app, deps.config);
  const offerMissions = missionOfferWatch(deps.db);
  const upToDate = async (memberId: number, now: Date) => {
    await Promise.all(jobs.map((job) => job.tick()));
    await offerMissions(memberId, now);
  };
  mount(rewardsApi.waiting, {
    handle: async (_input, c) => {
      const now = deps.clock.now();
      await upToDate(sessionOf(c).memberId, now);
      return waitingRewards(deps.db, sessionOf(c).memberId, now);
    },
  });
  mount(rewardsApi.claimableCount, {
    handle: async (_input, c) => {
      const now = deps.clock.now();
      await upToDate(sessionOf(c).memberId, now);
      return { count: await claimableCount(deps.db, sessionOf(c).memberId, now) };
    },
  });
  mount(rewardsApi.claim, {
    parse: rewardId,
    handle: ({ id }, c) => claimOne(deps.db, sessionOf(c).memberId, id, deps.clock.now()),
  });
  mount(rewardsApi.claimAll, {
    handle: (_input, c) => claimAllRewards(deps.db, sessionOf(c).memberId, deps.clock.now()),
  });
  mount(rewardsApi.bonuses, {
    handle: (_input, c) => bonuses(deps.db, sessionOf(c).memberId, deps.clock.now()),
  });
  mount(rewardsApi.forfeit, {
    parse: rewardId,
    handle: ({ id }, c) => forfeitBonus(deps.db, sessionOf(c).memberId, id, deps.clock.now()),
  });
}
