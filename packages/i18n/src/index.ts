export type { i18n as I18nInstance, TFunction } from 'i18next';
export { Trans, useTranslation } from 'react-i18next';
export { applyLanguage, i18nextLanguage } from './apply-language';
export { type CreateI18nOptions, createI18n, getLanguageStore } from './create-i18n';
export { hasFeatureTexts, loadFeatureTexts } from './feature-texts';
export { I18nProvider, type I18nProviderProps } from './i18n-provider';
export { isLanguageLoaded, loadLanguage } from './language-bundles';
export {
  type CatalogueLanguageCode,
  getLanguageInfo,
  HEADER_LANGUAGES,
  isCatalogueLanguage,
  LANGUAGE_CATALOGUE,
  type LanguageInfo,
  type TextDirection,
} from './language-catalogue';
export {
  LANGUAGE_STORAGE_KEY,
  type LanguageStorage,
  PREVIOUS_LANGUAGE_STORAGE_KEY,
} from './language-storage';
export {
  createLanguageStore,
  type LanguageConfig,
  type LanguageState,
  type LanguageStore,
  type LanguageStoreOptions,
} from './language-store';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch';
export {
  FALLBACK_LANGUAGE,
  isTranslatedLanguage,
  type LanguageCode,
  parseLanguageCode,
  TRANSLATED_LANGUAGES,
} from './languages';
export { lazyFeature } from './lazy-feature';
export { type MissingKeyMode, MissingTranslationKeyError } from './missing-key';
export { nextLanguage } from './next-language';
export type {
  CoreTranslationKey,
  FeatureTranslationKey,
  TranslationKey,
  TranslationTable,
} from './translations';
export { useFeatureTexts } from './use-feature-texts';
export { useLanguageStore } from './use-language-store';
export {
  type LanguageSwitchState,
  type UseLanguageSwitchOptions,
  useLanguageSwitch,
} from './use-language-switch';
export { WithFeatureTexts } from './with-feature-texts';
