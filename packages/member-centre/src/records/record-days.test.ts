import { earliestDay, localToday } from './record-days';

describe('localToday', () => {
  it("counts the day in the brand's zone when one is given", () => {
    // 20:30 UTC on the 26th is already 04:30 on the 27th in Manila, and still the 26th in Los Angeles
    const now = new Date('2026-11-26T20:30:00Z');
    expect(localToday(now, 'Asia/Manila')).toBe('2026-11-27');
    expect(localToday(now, 'America/Los_Angeles')).toBe('2026-11-26');
  });

  it("uses the device's day without a zone", () => {
    const now = new Date(2026, 0, 5, 12);
    expect(localToday(now)).toBe('2026-01-05');
  });
});

describe('earliestDay', () => {
  it('goes back the records limit from today', () => {
    expect(earliestDay('2026-11-27')).toBe('2026-08-29');
  });
});
