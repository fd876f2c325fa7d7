import type {
  ActivityResponse,
  ActivityRow,
  PlayExclusionResponse,
  PlayLimitsResponse,
} from '@marquee/api-client';

/** A daily deposit limit half used with a raise waiting until 2030, and a session limit. */
export const LIMITS: PlayLimitsResponse = {
  limits: [
    {
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: 100_000,
      used: 80_000,
      resetsAt: '2030-01-01T16:00:00.000Z',
      pending: { amount: 200_000, from: '2030-01-02T04:00:00.000Z', confirmable: false },
    },
    { kind: 'SESSION', period: 'SESSION', amount: 60, used: 0, resetsAt: null, pending: null },
  ],
  waitDays: 1,
  maxAmount: 100_000_000,
  maxMinutes: 1440,
  history: [
    { kind: 'DEPOSIT', period: 'DAY', action: 'REQUESTED', amount: 200_000, at: '2030-01-01T04:00:00.000Z' },
    { kind: 'DEPOSIT', period: 'DAY', action: 'SET', amount: 100_000, at: '2029-12-31T04:00:00.000Z' },
  ],
};

export const NO_LIMITS: PlayLimitsResponse = { ...LIMITS, limits: [], history: [] };

export const NO_EXCLUSION: PlayExclusionResponse = { exclusion: null, reopenWaitHours: 24 };

/** A 7-day time-out far from its end. */
export const IN_TIME_OUT: PlayExclusionResponse = {
  exclusion: {
    kind: 'TIME_OUT',
    duration: '7D',
    startedAt: '2099-12-24T04:00:00.000Z',
    endsAt: '2099-12-31T04:00:00.000Z',
    reopenRequestedAt: null,
    opensAt: '2099-12-31T04:00:00.000Z',
    ended: false,
    inForce: true,
  },
  reopenWaitHours: 24,
};

export const LIMITS_ANSWERS = { '/wps/play-safe/limits': LIMITS };
export const NO_LIMITS_ANSWERS = { '/wps/play-safe/limits': NO_LIMITS };
export const BREAK_ANSWERS = { '/wps/play-safe/exclusion': NO_EXCLUSION };
export const IN_TIME_OUT_ANSWERS = { '/wps/play-safe/exclusion': IN_TIME_OUT };

/** 40 brand days from 2030-01-31 back, each with a deposit and some play: more than a page. */
export const ACTIVITY: ActivityResponse = (() => {
  const rows: ActivityRow[] = Array.from({ length: 40 }, (_, index) => {
    const day = new Date(Date.UTC(2030, 0, 31 - index)).toISOString().slice(0, 10);
    const stakes = 10_000 + index * 500;
    const wins = index % 3 === 0 ? 14_000 : 6_000;
    return {
      from: day,
      deposits: 20_000,
      withdrawals: index % 7 === 0 ? 15_000 : 0,
      stakes,
      wins,
      net: wins - stakes,
    };
  });
  const sum = (pick: (row: ActivityRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    by: 'DAY',
    since: '2029-02-01',
    rows,
    totals: {
      deposits: sum((row) => row.deposits),
      withdrawals: sum((row) => row.withdrawals),
      stakes: sum((row) => row.stakes),
      wins: sum((row) => row.wins),
      net: sum((row) => row.net),
    },
  };
})();

export const NO_ACTIVITY: ActivityResponse = {
  by: 'MONTH',
  since: '2029-02-01',
  rows: [],
  totals: { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, net: 0 },
};

export const ACTIVITY_ANSWERS = { '/wps/play-safe/activity': ACTIVITY, '/wps/play-safe/limits': LIMITS };
export const NO_ACTIVITY_ANSWERS = {
  '/wps/play-safe/activity': NO_ACTIVITY,
  '/wps/play-safe/limits': NO_LIMITS,
};

export const REALITY_CHECK_ANSWERS = { '/wps/member/reality-check': { minutes: 30 } };
