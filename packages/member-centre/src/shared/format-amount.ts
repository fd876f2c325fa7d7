/** Minor units as text with the currency symbol, for sentences (Money renders the element form). */
export function formatAmount(minor: number, currencySymbol: string, locale: string | undefined): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
  return `${currencySymbol}${number}`;
}
