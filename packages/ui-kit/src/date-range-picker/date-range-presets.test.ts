import { presetOf, presetRange } from './date-range-presets';

describe('presetRange', () => {
  it.each([
    ['today', '2026-03-01', '2026-03-01'],
    ['yesterday', '2026-02-28', '2026-02-28'],
    ['last7', '2026-02-23', '2026-03-01'],
    ['last30', '2026-01-31', '2026-03-01'],
    ['next7', '2026-03-01', '2026-03-07'],
    ['next30', '2026-03-01', '2026-03-30'],
  ] as const)('%s on 2026-03-01 is %s to %s', (preset, from, to) => {
    expect(presetRange(preset, '2026-03-01')).toEqual({ from, to });
  });

  it('crosses a year end', () => {
    expect(presetRange('yesterday', '2027-01-01')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });
});

describe('presetOf', () => {
  it('finds the preset a range equals, among the offered ones only', () => {
    const range = { from: '2026-02-23', to: '2026-03-01' };
    expect(presetOf(range, '2026-03-01', ['today', 'last7'])).toBe('last7');
    expect(presetOf(range, '2026-03-01', ['today'])).toBeUndefined();
  });
});
