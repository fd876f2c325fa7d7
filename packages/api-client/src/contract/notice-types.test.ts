import { isRouteOf } from './notice-types';

describe('isRouteOf', () => {
  it('matches as React Router does: case-insensitively, ignoring a trailing slash', () => {
    expect(isRouteOf('/vnLottery', ['/vnlottery'])).toBe(true);
    expect(isRouteOf('/rng/', ['/rng'])).toBe(true);
    expect(isRouteOf('/', ['/', '/home'])).toBe(true);
    expect(isRouteOf('/rng/PG', ['/rng'])).toBe(false);
    expect(isRouteOf('/login', ['/', '/home'])).toBe(false);
  });
});
