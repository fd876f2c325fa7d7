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

/** How a locale writes money with a symbol, as Intl does: separators and the symbol's side. */
interface MoneyLayout {
  group: string;
  decimal: string;
  /** after the number, with a no-break space ("1.234,50 ₱"); else before it, touching ("₱1,234.50") */
  symbolAfter: boolean;
}

const SYMBOL_FIRST: MoneyLayout = { group: ',', decimal: '.', symbolAfter: false };

/**
 * The six translated languages' tags (as i18n sets them) and the default, written without Intl:
 * the page's first Intl.NumberFormat loads the number data of ICU, 25–75 ms on a phone (one long
 * task wherever it runs), for separators these few locales fix. The test holds each to Intl.
 */
const WRITTEN: ReadonlyMap<string, MoneyLayout> = new Map([
  ['en', SYMBOL_FIRST],
  ['en-US', SYMBOL_FIRST],
  ['zh-CN', SYMBOL_FIRST],
  ['th', SYMBOL_FIRST],
  ['fil', SYMBOL_FIRST],
  ['id', { group: '.', decimal: ',', symbolAfter: false }],
  ['vi', { group: '.', decimal: ',', symbolAfter: true }],
]);

/** From here on, String() writes an exponent. */
const FIXED_LIMIT = 1e21;

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
 * The amount in whole units and cents, as Intl rounds: the shortest decimal that reads back as the
 * double ("0.995", not its exact binary value 0.99499…), rounded half away from zero.
 */
function wholeAndCents(magnitude: number): [string, string] {
  const [whole = '0', fraction = ''] = String(magnitude).split('.');
  const cents =
    BigInt(`${whole}${fraction.padEnd(2, '0').slice(0, 2)}`) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

function writeMoney(value: number, symbol: string, { group, decimal, symbolAfter }: MoneyLayout): string {
  const [whole, cents] = wholeAndCents(Math.abs(value));
  const number = `${whole.replace(/\B(?=(\d{3})+$)/g, group)}${decimal}${cents}`;
  const sign = value < 0 ? '-' : '';
  return symbolAfter ? `${sign}${number}\u00a0${symbol}` : `${sign}${symbol}${number}`;
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
  const layout = WRITTEN.get(locale);
  if (layout && Math.abs(rounded) < FIXED_LIMIT) return writeMoney(rounded, currencySymbol, layout).trim();
  return formatterFor(locale)
    .formatToParts(rounded)
    .map((part) => (part.type === 'currency' ? currencySymbol : part.value))
    .join('')
    .trim();
}
