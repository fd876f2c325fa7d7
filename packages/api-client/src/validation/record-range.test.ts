import { brandToday } from './brand-day';
import { ledgerTypeOf, recordRangeProblem, shiftDay } from './record-range';

describe('recordRangeProblem', () => {
  const today = '2026-03-01';

  it('accepts a range reaching exactly 90 days back', () => {
    expect(recordRangeProblem({ from: '2025-12-01', to: today }, today)).toBeNull();
  });

  it('refuses a start more than 90 days back', () => {
    expect(recordRangeProblem({ from: '2025-11-30', to: today }, today)).toBe('RECORD_RANGE_TOO_LONG');
  });

  it('refuses an end before the start', () => {
    expect(recordRangeProblem({ from: '2026-02-10', to: '2026-02-09' }, today)).toBe(
      'RECORD_END_BEFORE_START',
    );
  });

  it.each(['2026-02-30', '2026-2-1', 'yesterday', ''])('refuses %j as a day', (day) => {
    expect(recordRangeProblem({ from: day, to: today }, today)).toBe('NOT_A_DAY');
  });
});

describe('shiftDay', () => {
  it('moves across a month and a year', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('ledgerTypeOf', () => {
  it.each([
    ['DEPOSIT', 'DEPOSIT'],
    ['WITHDRAWAL_RELEASE', 'WITHDRAWAL'],
    ['TRANSFER_OUT', 'TRANSFER'],
    ['LOTTERY_BET', 'BET'],
    ['WIN', 'PAYOUT'],
    ['DEMO_CREDIT', 'BONUS'],
    ['ADJUSTMENT', 'OTHER'],
    ['BETTER', 'OTHER'],
  ])('%s is %s', (kind, type) => {
    expect(ledgerTypeOf(kind)).toBe(type);
  });
});

describe('brandToday', () => {
  it("counts the day in the brand's zone, whatever the device's", () => {
    // 20:30 UTC on the 26th is already 04:30 on the 27th in Manila
    expect(brandToday(new Date('2026-11-26T20:30:00Z'))).toBe('2026-11-27');
    expect(brandToday(new Date('2026-11-26T15:59:59Z'))).toBe('2026-11-26');
  });
});
