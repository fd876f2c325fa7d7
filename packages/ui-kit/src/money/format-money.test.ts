import { formatMoney } from './format-money';
import { minorToMajor } from './minor-to-major';

describe('formatMoney', () => {
  it.each([
    [1234.5, '¥1,234.50'],
    [0, '¥0.00'],
    [0.1, '¥0.10'],
    [1, '¥1.00'],
    [999.999, '¥1,000.00'],
    [1234567.891, '¥1,234,567.89'],
    [-42, '-¥42.00'],
    [-0.001, '¥0.00'],
    [Number.NaN, '¥0.00'],
    [Number.POSITIVE_INFINITY, '¥0.00'],
  ])('%d → %s', (amount, expected) => {
    expect(formatMoney(amount, { currencySymbol: '¥' })).toBe(expected);
  });

  it('uses any symbol', () => {
    expect(formatMoney(10, { currencySymbol: '$' })).toBe('$10.00');
    expect(formatMoney(10, { currencySymbol: 'USDT ' })).toBe('USDT 10.00');
  });

  it('follows another locale for separators', () => {
    expect(formatMoney(1234.5, { currencySymbol: '€', locale: 'de-DE' })).toBe('€1.234,50');
  });

  it('formats server minor units after conversion', () => {
    expect(formatMoney(minorToMajor(123456), { currencySymbol: '¥' })).toBe('¥1,234.56');
  });
});
