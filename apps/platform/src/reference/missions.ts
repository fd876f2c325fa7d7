import type { MissionKind, MissionPeriod } from '@marquee/api-client/contract';

export interface MissionDefinition {
  /** stable: it is part of the reward's offer key, so renaming one would let it be claimed twice */
  id: string;
  period: MissionPeriod;
  kind: MissionKind;
  /** the game category a WAGER mission counts */
  category?: string;
  /** minor units for WAGER and DEPOSIT, rounds for ROUNDS, days in a row for SIGN_IN_STREAK */
  target: number;
  points: number;
  /** minor units, credited as a MISSION reward (with its wagering multiple) */
  reward: number;
}

/**
 * The demo brand's missions, in the order the page lists them. A daily mission counts the brand
 * day's activity, a weekly one the brand week's (Monday to Sunday), both in the brand's time zone.
 */
export const BRAND_MISSIONS: readonly MissionDefinition[] = [
  { id: 'daily-sign-in', period: 'DAILY', kind: 'SIGN_IN_STREAK', target: 1, points: 5, reward: 200 },
  { id: 'daily-rounds', period: 'DAILY', kind: 'ROUNDS', target: 3, points: 10, reward: 500 },
  {
    id: 'daily-wager-rng',
    period: 'DAILY',
    kind: 'WAGER',
    category: 'RNG',
    target: 20_000,
    points: 20,
    reward: 1_000,
  },
  { id: 'daily-deposit', period: 'DAILY', kind: 'DEPOSIT', target: 10_000, points: 20, reward: 1_000 },
  { id: 'weekly-sign-in', period: 'WEEKLY', kind: 'SIGN_IN_STREAK', target: 3, points: 30, reward: 1_500 },
  { id: 'weekly-rounds', period: 'WEEKLY', kind: 'ROUNDS', target: 50, points: 50, reward: 3_000 },
  {
    id: 'weekly-wager-live',
    period: 'WEEKLY',
    kind: 'WAGER',
    category: 'LIVE',
    target: 200_000,
    points: 80,
    reward: 5_000,
  },
  { id: 'weekly-deposit', period: 'WEEKLY', kind: 'DEPOSIT', target: 100_000, points: 80, reward: 5_000 },
];
