import type {
  Mission,
  MissionClaimResponse,
  MissionPeriod,
  MissionSummary,
} from '@marquee/api-client/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { memberRewards } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { BRAND_MISSIONS, type MissionDefinition } from '../../reference/missions';
import { isTrialMember } from '../accounts/real-account';
import { claimReward } from '../rewards/claim-reward';
import { offerReward } from '../rewards/offer-reward';
import { type Activity, activityOf, progressOf } from './mission-activity';
import { missionPoints } from './mission-leaderboard';
import { type PeriodWindow, periodWindow } from './mission-periods';

/** A mission's reward is offered once per member and period: this key is its uniqueness. */
const offerKeyOf = (mission: MissionDefinition, window: PeriodWindow) =>
  `MISSION:${mission.id}:${window.key}`;

interface MissionState {
  mission: MissionDefinition;
  window: PeriodWindow;
  progress: number;
  complete: boolean;
}

/** Every mission of the brand with the member's progress in its current period. */
async function missionStates(db: Db, memberId: number, at: Date): Promise<MissionState[]> {
  const periods: MissionPeriod[] = ['DAILY', 'WEEKLY'];
  const windows = new Map(periods.map((period) => [period, periodWindow(period, at)]));
  const activities = new Map<MissionPeriod, Activity>();
  await Promise.all(
    periods.map(async (period) => {
      activities.set(period, await activityOf(db, memberId, windows.get(period)!));
    }),
  );
  return BRAND_MISSIONS.map((mission) => {
    const progress = progressOf(mission, activities.get(mission.period)!);
    return { mission, window: windows.get(mission.period)!, progress, complete: progress >= mission.target };
  });
}

/** The offer keys among `keys` whose reward the member has claimed. */
async function claimedKeys(db: Db, memberId: number, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ offerKey: memberRewards.offerKey })
    .from(memberRewards)
    .where(
      and(
        eq(memberRewards.memberId, memberId),
        inArray(memberRewards.offerKey, keys),
        isNotNull(memberRewards.claimedAt),
      ),
    );
  return new Set(rows.map((row) => row.offerKey));
}

function offerOf(memberId: number, { mission, window }: MissionState) {
  return {
    memberId,
    source: 'MISSION' as const,
    offerKey: offerKeyOf(mission, window),
    amount: mission.reward,
    detail: { missionId: mission.id, period: window.key, points: mission.points },
  };
}

/**
 * Offers (without claiming) the rewards of the member's completed missions, so the reward centre
 * lists them beside the missions page (none to a trial account); offering is once per mission and period, so calling this
 * on every read offers nothing twice. Answers how many this call offered.
 */
export async function offerCompletedMissions(db: Db, memberId: number, at: Date): Promise<number> {
  // a trial account's play earns nothing, as the rebate and the birthday bonus skip it
  if (await isTrialMember(db, memberId)) return 0;
  const complete = (await missionStates(db, memberId, at)).filter((state) => state.complete);
  const offered = await Promise.all(complete.map((state) => offerReward(db, offerOf(memberId, state), at)));
  return offered.filter(Boolean).length;
}

async function missionsWithStatus(db: Db, memberId: number, at: Date): Promise<Mission[]> {
  const states = await missionStates(db, memberId, at);
  const claimed = await claimedKeys(
    db,
    memberId,
    states.map(({ mission, window }) => offerKeyOf(mission, window)),
  );
  return states.map(({ mission, window, progress, complete }) => ({
    id: mission.id,
    period: mission.period,
    kind: mission.kind,
    ...(mission.category ? { category: mission.category } : {}),
    target: mission.target,
    progress,
    points: mission.points,
    reward: mission.reward,
    status: claimed.has(offerKeyOf(mission, window)) ? 'CLAIMED' : complete ? 'COMPLETE' : 'IN_PROGRESS',
  }));
}

/** The missions page: every mission with its progress and status, and the member's points this week. */
export async function missionSummary(db: Db, memberId: number, at: Date): Promise<MissionSummary> {
  await offerCompletedMissions(db, memberId, at);
  const [missions, points] = await Promise.all([
    missionsWithStatus(db, memberId, at),
    missionPoints(db, memberId, at),
  ]);
  return {
    day: periodWindow('DAILY', at).key,
    week: periodWindow('WEEKLY', at).key,
    missions,
    points,
  };
}

/** Complete missions not yet claimed: the menu's badge. */
export async function claimableMissions(db: Db, memberId: number, at: Date): Promise<number> {
  const missions = await missionsWithStatus(db, memberId, at);
  return missions.filter((mission) => mission.status === 'COMPLETE').length;
}

/**
 * Claims a mission's reward for its current period: refused with MISSION_NOT_COMPLETE until the
 * member's activity meets its target; then offered (once, whoever offers it) and claimed through
 * the reward centre's claim, so of two claims at once exactly one credits and the other answers
 * REWARD_ALREADY_CLAIMED.
 */
export async function claimMission(
  db: Db,
  memberId: number,
  missionId: string,
  at: Date,
): Promise<MissionClaimResponse> {
  const mission = BRAND_MISSIONS.find((candidate) => candidate.id === missionId);
  if (!mission) throw notFound('No such mission');
  const window = periodWindow(mission.period, at);
  const progress = progressOf(mission, await activityOf(db, memberId, window));
  if (progress < mission.target) throw fail(409, 'MISSION_NOT_COMPLETE');
  const state = { mission, window, progress, complete: true };
  await offerReward(db, offerOf(memberId, state), at);
  const [reward] = await db
    .select({ publicId: memberRewards.publicId })
    .from(memberRewards)
    .where(
      and(eq(memberRewards.memberId, memberId), eq(memberRewards.offerKey, offerKeyOf(mission, window))),
    );
  if (!reward) throw new Error('a mission reward just offered is missing');
  const claimed = await claimReward(db, memberId, reward.publicId, at);
  return { missionId, amount: claimed.amount, points: mission.points, balance: claimed.balance };
}
