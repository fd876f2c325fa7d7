/**
 * `throw` fails fast in tests, `warn` reports through `console.warn`, `ignore` falls back to the
 * key text silently.
 */
export type MissingKeyMode = 'throw' | 'warn' | 'ignore';

export class MissingTranslationKeyError extends Error {
  readonly key: string;
  readonly languages: readonly string[];

  constructor(key: string, languages: readonly string[]) {
    super(`Missing translation key "${key}" (${languages.join(', ')})`);
    this.name = 'MissingTranslationKeyError';
    this.key = key;
    this.languages = languages;
  }
}

export function missingKeyHandler(mode: Exclude<MissingKeyMode, 'ignore'>) {
  return (languages: readonly string[], _namespace: string, key: string): void => {
    const error = new MissingTranslationKeyError(key, languages);
    if (mode === 'throw') throw error;
    console.warn(`[@marquee/i18n] ${error.message}`);
  };
}
