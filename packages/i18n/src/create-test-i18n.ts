import type { i18n as I18nInstance } from 'i18next';
import { ALL_BUNDLES } from './all-translations';
import { createI18nWithBundles } from './create-i18n';
import { type LanguageCode, TRANSLATED_LANGUAGES } from './languages';
import { registeredTestTexts } from './test-texts';

export interface CreateTestI18nOptions {
  /** Starting language. Defaults to EN. */
  language?: LanguageCode;
  /** Defaults to every translated language. */
  supportedLanguages?: readonly LanguageCode[];
  /**
   * `false` gives the instance the core texts alone, as the app starts: a component that shows
   * a feature text then fails the test, unless it loads its texts as the app does. Defaults to
   * `true`: i18n's shared and error texts and every set registered with `registerTestTexts`.
   */
  featureTexts?: boolean;
}

/**
 * An instance for component tests: every language is loaded up front (so rendering and switching
 * are synchronous), missing keys throw and localStorage is left alone, so tests neither depend on
 * nor leak a stored language. It bundles i18n's translation files, so import it from
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
    featureTexts ? registeredTestTexts() : [],
  );
}
