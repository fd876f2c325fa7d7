export interface FormatMoneyOptions {
  currencySymbol: string;
  /** BCP-47 tag of the player's language: its separators and where the symbol and sign go; en-US by default. */
  locale?: string;
}

/**
 * A currency whose narrow symbol is a sign in every locale ("$"), so Intl lays the amount out as
 * the language writes money with a symbol (no space in "-$5.00", one in "5,00 $"); the brand's own
 * symbol then takes the placeholder's place.
 */
const PATTERN_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: PATTERN_CURRENCY,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Makes the formatter of `locale` in a task of its own, soon, unless it is made. The page's first
 * number formatter loads the language's number data (10–20 ms here, 40–160 ms at Lighthouse's 4×
 * CPU slowdown); called where an amount is about to arrive (a jackpot while its request is in
 * flight), that cost no longer lands in the render that shows the amount, one long task with it.
 */
export function prepareMoneyFormat(locale = 'en-US'): void {
  if (formatters.has(locale)) return;
  setTimeout(() => formatterFor(locale), 0);
}

/**
 * `formatMoney(1234.5, { currencySymbol: '₱' })` → "₱1,234.50". Amounts are major units, laid out
 * as the locale writes money, the sign first ("-₱0.10", "-0,10 ₱" in Vietnamese), never "₱-0.10".
 * Non-finite amounts show as zero rather than "NaN"; amounts that round to zero carry no sign.
 */
export function formatMoney(
  amount: number,
  { currencySymbol, locale = 'en-US' }: FormatMoneyOptions,
): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const rounded = Math.round(value * 100) === 0 ? 0 : value;
  return formatterFor(locale)
    .formatToParts(rounded)
    .map((part) => (part.type === 'currency' ? currencySymbol : part.value))
    .join('')
    .trim();
}
