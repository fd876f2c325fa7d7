import type { i18n as I18nInstance } from 'i18next';
import {
  everyDefinedFeatureTexts,
  hasFeatureTexts,
  languageShownBy,
  loadFeatureTexts,
} from './feature-texts';

/**
 * `throw` fails fast in tests, `warn` reports through `console.warn`, `ignore` falls back to the
 * key text silently.
 */
export type MissingKeyMode = 'throw' | 'warn' | 'ignore';

/**
 * The i18next event that re-renders every translated component (create-i18n binds it beside
 * `languageChanged`): emitted once the texts a missing key sent for are in.
 */
export const MISSING_TEXTS_LOADED = 'missingTextsLoaded';

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

export function missingKeyHandler(mode: Exclude<MissingKeyMode, 'ignore'>, i18n: I18nInstance) {
  return (languages: readonly string[], _namespace: string, key: string): void => {
    const error = new MissingTranslationKeyError(key, languages);
    if (mode === 'throw') throw error;
    const code = languageShownBy(i18n);
    const missing = everyDefinedFeatureTexts().filter((texts) => !hasFeatureTexts(i18n, code, [texts]));
    if (missing.length > 0) {
      // A feature rendered without waiting for its texts, or naming too few sets (see
      // lazyFeature): fetch every set the page knows and does not hold yet, and re-render the
      // translated components with the real text when they arrive.
      loadFeatureTexts(i18n, missing, code).then(
        () => i18n.emit(MISSING_TEXTS_LOADED),
        (cause: unknown) => {
          console.warn(`[@marquee/i18n] ${error.message}; its feature texts did not load`, cause);
        },
      );
      return;
    }
    console.warn(`[@marquee/i18n] ${error.message}`);
  };
}
