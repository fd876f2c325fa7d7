export type { i18n as I18nInstance, TFunction } from 'i18next';
export { useTranslation } from 'react-i18next';
export { createI18n, getLanguageStore } from './create-i18n';
export {
  defineFeatureTexts,
  type FeatureTexts,
  hasFeatureTexts,
  loadFeatureTexts,
  textFileLoaders,
} from './feature-texts';
export { I18nProvider } from './i18n-provider';
export { getLanguageInfo } from './language-catalogue';
export { LanguageMenu } from './language-menu';
export type { LanguageCode } from './languages';
export { lazyFeature } from './lazy-feature';
export { errorTexts, sharedTexts } from './shared-texts';
/** @public FeatureTextKeys is used through each feature package's augmentation (`declare module`), which no import names. */
export type { FeatureTextKeys, TranslationKey } from './translations';
export { useLanguageStore } from './use-language-store';
export { useRevalidateOnLanguage } from './use-revalidate-on-language';
export { useTextsHeld } from './use-texts-held';
