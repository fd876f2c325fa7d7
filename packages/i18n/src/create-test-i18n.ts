import type { i18n as I18nInstance } from 'i18next';
import { createI18n } from './create-i18n';
import { type LanguageCode, TRANSLATED_LANGUAGES } from './languages';

export interface CreateTestI18nOptions {
  /** Starting language. Defaults to EN. */
  language?: LanguageCode;
  /** Defaults to every translated language. */
  supportedLanguages?: readonly LanguageCode[];
}

/**
 * An instance for component tests: missing keys throw and localStorage is left alone, so tests
 * neither depend on nor leak a stored language.
 */
export function createTestI18n({
  language = 'EN',
  supportedLanguages = TRANSLATED_LANGUAGES,
}: CreateTestI18nOptions = {}): I18nInstance {
  return createI18n({ defaultLanguage: language, supportedLanguages, onMissingKey: 'throw', storage: null });
}
