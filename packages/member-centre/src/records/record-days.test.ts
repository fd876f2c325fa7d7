import { earliestDay } from './record-days';

describe('earliestDay', () => {
  it('goes back the records limit from today', () => {
    expect(earliestDay('2026-11-27')).toBe('2026-08-29');
  });
});
