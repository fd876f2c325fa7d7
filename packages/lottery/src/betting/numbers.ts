/** The numbers of a board: 0–9 for one digit, 00–99 for two. */
export function boardNumbers(digits: 1 | 2): string[] {
  const size = digits === 1 ? 10 : 100;
  return Array.from({ length: size }, (_, n) => String(n).padStart(digits, '0'));
}

export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

/**
 * A quick pick over a pool of same-width numbers: big is the upper half (50–99, or 5–9 for a
 * digit), small the lower half, odd and even by the last digit.
 */
export function quickPick(kind: QuickPick, pool: readonly string[]): string[] {
  const half = pool.length / 2;
  switch (kind) {
    case 'all':
      return [...pool];
    case 'big':
      return pool.filter((number) => Number(number) >= half);
    case 'small':
      return pool.filter((number) => Number(number) < half);
    case 'odd':
      return pool.filter((number) => Number(number) % 2 === 1);
    case 'even':
      return pool.filter((number) => Number(number) % 2 === 0);
    case 'clear':
      return [];
  }
}

/** Every number made of one chosen digit per position (positions left empty make none). */
export function combineDigits(positions: readonly (readonly string[])[], limit: number): string[] {
  let numbers = [''];
  for (const digits of positions) {
    const next: string[] = [];
    for (const prefix of numbers) {
      for (const digit of [...digits].sort()) {
        next.push(prefix + digit);
        if (next.length > limit) return next;
      }
    }
    numbers = next;
  }
  return numbers.filter((number) => number.length === positions.length);
}

/** The `count` most and least frequent numbers: the board marks them hot and cold. */
export function hotAndCold(frequency: Readonly<Record<string, number>> | undefined, count = 10) {
  if (!frequency) return { hot: new Set<string>(), cold: new Set<string>() };
  const sorted = Object.entries(frequency).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    hot: new Set(sorted.slice(0, count).map(([number]) => number)),
    cold: new Set(sorted.slice(-count).map(([number]) => number)),
  };
}
