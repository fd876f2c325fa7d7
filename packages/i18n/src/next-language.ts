/**
 * The language after `current` in `supported`, wrapping to the first. A current language that is
 * not in the list (e.g. a brand dropped it) also moves to the first one.
 */
export function nextLanguage<T extends string>(current: T, supported: readonly T[]): T {
  if (supported.length === 0) return current;
  const index = supported.indexOf(current);
  return supported[(index + 1) % supported.length] ?? current;
}
