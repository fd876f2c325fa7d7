import type { Mission, MissionLeaderboard, MissionSummary } from '@marquee/api-client';

const mission = (overrides: Partial<Mission> & Pick<Mission, 'id'>): Mission => ({
  period: 'DAILY',
  kind: 'ROUNDS',
  target: 3,
  progress: 0,
  points: 10,
  reward: 500,
  status: 'IN_PROGRESS',
  ...overrides,
});

// a day with one mission claimed, one to claim and two under way; a week just started
export const SUMMARY: MissionSummary = {
  day: '2026-03-04',
  week: '2026-03-02',
  points: 5,
  missions: [
    mission({
      id: 'daily-sign-in',
      kind: 'SIGN_IN_STREAK',
      target: 1,
      progress: 1,
      points: 5,
      reward: 200,
      status: 'CLAIMED',
    }),
    mission({ id: 'daily-rounds', progress: 3, status: 'COMPLETE' }),
    mission({
      id: 'daily-wager-rng',
      kind: 'WAGER',
      category: 'RNG',
      target: 20_000,
      progress: 7_500,
      points: 20,
      reward: 1_000,
    }),
    mission({ id: 'daily-deposit', kind: 'DEPOSIT', target: 10_000, points: 20, reward: 1_000 }),
    mission({
      id: 'weekly-sign-in',
      period: 'WEEKLY',
      kind: 'SIGN_IN_STREAK',
      target: 3,
      progress: 2,
      points: 30,
      reward: 1_500,
    }),
    mission({ id: 'weekly-rounds', period: 'WEEKLY', target: 50, progress: 21, points: 50, reward: 3_000 }),
  ],
};

const NAMES = ['lu***y', 'ja***e', 'ma***o', 'pe***r', 'an***a', 'ri***o', 'be***n', 'ch***s'];

export const LEADERBOARD: MissionLeaderboard = {
  week: '2026-03-02',
  top: Array.from({ length: 20 }, (_, index) => ({
    rank: index + 1,
    name: `${NAMES[index % NAMES.length]!.slice(0, 2)}***${String.fromCharCode(97 + index)}`,
    points: 300 - index * 10,
    me: index === 4,
  })),
  mine: { rank: 5, points: 260 },
};

/** The missions page's answers for its stories. */
export const MISSION_ANSWERS = {
  '/wps/member/missions': SUMMARY,
  '/wps/member/missions/leaderboard': LEADERBOARD,
};

export const FRESH_WEEK_ANSWERS = {
  '/wps/member/missions': {
    ...SUMMARY,
    points: 0,
    missions: SUMMARY.missions.map((entry) => ({ ...entry, progress: 0, status: 'IN_PROGRESS' as const })),
  } satisfies MissionSummary,
  '/wps/member/missions/leaderboard': {
    week: '2026-03-02',
    top: [],
    mine: { rank: null, points: 0 },
  } satisfies MissionLeaderboard,
};
