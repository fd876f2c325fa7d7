/**
 * The ids of the twenty registration patterns and their message keys, apart from the expressions
 * (registration-patterns.ts): the error texts on every screen name a pattern, and only the forms
 * that check a value need the expressions themselves.
 */
const PATTERN_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] as const;

export type RegistrationPatternId = (typeof PATTERN_IDS)[number];

export function isRegistrationPatternId(id: number): id is RegistrationPatternId {
  return (PATTERN_IDS as readonly number[]).includes(id);
}

/** Translation key of a pattern's message; the required and length messages use the same text. */
export function patternMessageKey(patternId: number): string {
  return `reg_pattern_${patternId}`;
}
