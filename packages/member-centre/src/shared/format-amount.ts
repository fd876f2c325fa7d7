import { formatMoney, minorToMajor } from '@marquee/ui-kit';

/** Minor units as text with the currency symbol, for sentences (Money renders the element form). */
export function formatAmount(minor: number, currencySymbol: string, locale: string | undefined): string {
  return formatMoney(minorToMajor(minor), { currencySymbol, ...(locale ? { locale } : {}) });
}
