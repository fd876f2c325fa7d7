/** Numbers are pixels; strings pass through so callers can use any CSS length. */
export function cssSize(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}
