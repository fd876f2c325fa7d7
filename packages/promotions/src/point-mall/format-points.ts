/** A count of points with the language's grouping (12,500 or 12.500). */
export function formatPoints(points: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(points);
}
