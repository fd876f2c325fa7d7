import type { PlayExclusion } from '../contract/play-safe-types';

/**
 * A break as the platform describes one: by default a 7-day time-out from 2030-01-01, in force; a
 * test overrides only what it is about (an ended one, a self-exclusion waiting to be reopened).
 */
export function playExclusionFixture(overrides: Partial<PlayExclusion> = {}): PlayExclusion {
  return {
    kind: 'TIME_OUT',
    duration: '7D',
    startedAt: '2030-01-01T00:00:00.000Z',
    endsAt: '2030-01-08T00:00:00.000Z',
    reopenRequestedAt: null,
    opensAt: '2030-01-08T00:00:00.000Z',
    ended: false,
    inForce: true,
    ...overrides,
  };
}
