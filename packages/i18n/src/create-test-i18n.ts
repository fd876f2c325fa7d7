import type { i18n as I18nInstance } from 'i18next';
import { ALL_BUNDLES, ALL_FEATURE_TEXTS } from './all-translations';
import { createI18nWithBundles } from './create-i18n';
import { type LanguageCode, TRANSLATED_LANGUAGES } from './languages';

export interface CreateTestI18nOptions {
  /** Starting language. Defaults to EN. */
  language?: LanguageCode;
  /** Defaults to every translated language. */
  supportedLanguages?: readonly LanguageCode[];
  /**
   * `false` gives the instance the core texts alone, as the app starts: a component that shows
   * a feature text then fails the test. Defaults to `true`.
   */
  featureTexts?: boolean;
}

/**
 * An instance for component tests: every language is loaded up front (so rendering and switching
 * are synchronous), missing keys throw and localStorage is left alone, so tests neither depend on
 * nor leak a stored language. It bundles every translation file, so import it from
 * `@marquee/i18n/testing` and never from app code.
 */
export function createTestI18n({
  language = 'EN',
  supportedLanguages = TRANSLATED_LANGUAGES,
  featureTexts = true,
}: CreateTestI18nOptions = {}): I18nInstance {
  return createI18nWithBundles(
    { defaultLanguage: language, supportedLanguages, onMissingKey: 'throw', storage: null },
    ALL_BUNDLES,
    featureTexts ? ALL_FEATURE_TEXTS : undefined,
  );
}
