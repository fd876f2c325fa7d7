import { endpoint } from './endpoint';
import type {
  MissionClaimable,
  MissionClaimRequest,
  MissionClaimResponse,
  MissionLeaderboard,
  MissionSummary,
} from './mission-types';

/** The member centre's missions (missionLeaderboard): only the lazily loaded member centre calls them. */
export const missionsApi = {
  /** the daily and weekly missions with the member's progress; offers completed ones' rewards */
  summary: endpoint<void, MissionSummary>('GET', '/wps/member/missions', { token: true }),
  /**
   * Claims a complete mission's reward. The mission and its period are the request's idempotency
   * key: a second claim, from another tab or a retry, answers REWARD_ALREADY_CLAIMED.
   */
  claim: endpoint<MissionClaimRequest, MissionClaimResponse>('POST', '/wps/member/missions/claim', {
    token: true,
  }),
  claimable: endpoint<void, MissionClaimable>('GET', '/wps/member/missions/claimable', { token: true }),
  leaderboard: endpoint<void, MissionLeaderboard>('GET', '/wps/member/missions/leaderboard', {
    token: true,
  }),
} as const;
