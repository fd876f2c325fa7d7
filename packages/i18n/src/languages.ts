/** Languages that ship a translation file in `src/locales`. */
export const TRANSLATED_LANGUAGES = ['CN', 'EN', 'ID', 'TH', 'TY', 'VI'] as const;

export type LanguageCode = (typeof TRANSLATED_LANGUAGES)[number];

/** Missing keys in any language resolve from this one. */
export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

export function isTranslatedLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (TRANSLATED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Reads a language code from untrusted input (localStorage, query string, server profile).
 * Matching ignores case and surrounding spaces because older clients stored lowercase codes.
 */
export function parseLanguageCode(value: unknown, supported: readonly LanguageCode[]): LanguageCode | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return supported.find((candidate) => candidate === code) ?? null;
}
