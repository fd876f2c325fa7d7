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

  it('follows another locale for separators and the place of the symbol', () => {
    expect(formatMoney(1234.5, { currencySymbol: '€', locale: 'de-DE' })).toBe('1.234,50\u00a0€');
  });

  // the tags of the six translated languages (CN, EN, ID, TH, TY, VI), as i18n sets them
  it.each([
    ['zh-CN', '-₱0.10', '₱1,234.50'],
    ['en', '-₱0.10', '₱1,234.50'],
    ['id', '-₱0,10', '₱1.234,50'],
    ['th', '-₱0.10', '₱1,234.50'],
    ['fil', '-₱0.10', '₱1,234.50'],
    ['vi', '-0,10\u00a0₱', '1.234,50\u00a0₱'],
  ])('writes money as %s does, the sign first', (locale, negative, positive) => {
    expect(formatMoney(-0.1, { currencySymbol: '₱', locale })).toBe(negative);
    expect(formatMoney(1234.5, { currencySymbol: '₱', locale })).toBe(positive);
    expect(formatMoney(-0.001, { currencySymbol: '₱', locale })).not.toContain('-');
  });

  // what formatMoney wrote with Intl alone before it wrote these locales itself
  function intlMoney(amount: number, symbol: string, locale: string): string {
    const value = Math.round(amount * 100) === 0 ? 0 : amount;
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
      .formatToParts(value)
      .map((part) => (part.type === 'currency' ? symbol : part.value))
      .join('')
      .trim();
  }

  const amounts = [
    0,
    -0,
    0.004,
    0.005,
    -0.005,
    -0.0051,
    0.01,
    -0.01,
    0.1,
    0.125,
    -0.125,
    0.995,
    1.005,
    2.675,
    12.345,
    999.995,
    -999.995,
    1000,
    -1000,
    1234.5,
    -1234.5,
    99999.99,
    123456.789,
    -1234567.891,
    1e9 + 0.5,
    2 ** 53,
    -(2 ** 53) - 2,
    1e20,
    1e21,
    -1e22,
    Number.MAX_VALUE,
  ];
  // a fixed pseudo-random spread of cents and magnitudes, both signs
  let seed = 7;
  for (let i = 0; i < 300; i += 1) {
    seed = (seed * 48271) % 2147483647;
    amounts.push(((seed % 2 === 0 ? 1 : -1) * (seed % 100000007)) / 10 ** (seed % 7));
  }

  it.each(['zh-CN', 'en', 'en-US', 'id', 'th', 'fil', 'vi'])('writes %s exactly as Intl does', (locale) => {
    for (const symbol of ['₱', '¥', 'USDT ', 'Rp']) {
      for (const amount of amounts) {
        expect([amount, formatMoney(amount, { currencySymbol: symbol, locale })]).toEqual([
          amount,
          intlMoney(amount, symbol, locale),
        ]);
      }
    }
  });

  it('formats server minor units after conversion', () => {
    expect(formatMoney(minorToMajor(123456), { currencySymbol: '¥' })).toBe('¥1,234.56');
  });
});
