/** How often a mission starts over: each brand day, or each brand week (Monday to Sunday). */
export type MissionPeriod = 'DAILY' | 'WEEKLY';

/**
 * What a mission asks: valid bets on a category (minor units), game rounds played, money
 * deposited (minor units), or brand days signed in one after another.
 */
export type MissionKind = 'WAGER' | 'ROUNDS' | 'DEPOSIT' | 'SIGN_IN_STREAK';

/** IN_PROGRESS until the target is met, then COMPLETE (claimable) until its reward is claimed. */
type MissionStatus = 'IN_PROGRESS' | 'COMPLETE' | 'CLAIMED';

export interface Mission {
  id: string;
  period: MissionPeriod;
  kind: MissionKind;
  /** the game category a WAGER mission counts */
  category?: string;
  target: number;
  /** from the member's real activity in the current period, at most `target` */
  progress: number;
  /** leaderboard points earned when its reward is claimed */
  points: number;
  /** minor units credited when claimed */
  reward: number;
  status: MissionStatus;
}

export interface MissionSummary {
  /** the brand day (YYYY-MM-DD) the daily missions count */
  day: string;
  /** the Monday (YYYY-MM-DD) of the brand week the weekly missions and the leaderboard count */
  week: string;
  missions: Mission[];
  /** the member's mission points this week */
  points: number;
}

export interface MissionClaimRequest {
  missionId: string;
}

export interface MissionClaimResponse {
  missionId: string;
  amount: number;
  points: number;
  /** the main wallet's balance after the credit */
  balance: number;
}

export interface MissionClaimable {
  /** missions complete and not yet claimed (the menu's badge) */
  count: number;
}

interface MissionLeaderboardEntry {
  rank: number;
  /** masked, as the winner board masks names */
  name: string;
  points: number;
  /** this row is the member asking */
  me: boolean;
}

export interface MissionLeaderboard {
  week: string;
  /** the top MISSION_LEADERBOARD_SIZE by points, ties to whoever reached them first */
  top: MissionLeaderboardEntry[];
  /** the member's own place, inside the top or not; rank null without points this week */
  mine: { rank: number | null; points: number };
}

export const MISSION_LEADERBOARD_SIZE = 20;
