export interface FormatMoneyOptions {
  currencySymbol: string;
  /** Grouping and decimal separators; en-US by default. */
  locale?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * `formatMoney(1234.5, { currencySymbol: '¥' })` → "¥1,234.50". Amounts are major units; the sign
 * goes before the symbol ("-¥5.00"). Non-finite amounts show as zero rather than "NaN".
 */
export function formatMoney(
  amount: number,
  { currencySymbol, locale = 'en-US' }: FormatMoneyOptions,
): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const digits = formatterFor(locale).format(Math.abs(value));
  // Amounts that round to zero ("-0.001") must not render as "-¥0.00".
  const negative = value < 0 && Math.round(Math.abs(value) * 100) !== 0;
  return `${negative ? '-' : ''}${currencySymbol}${digits}`;
}
