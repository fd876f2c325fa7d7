/**
 * The language catalogue without i18next or React, for code that only needs the codes (the
 * api-client contract, and through it the platform server).
 */
export {
  CATALOGUE_LANGUAGE_CODES,
  type CatalogueLanguageCode,
  isCatalogueLanguage,
  LANGUAGE_CATALOGUE,
  type LanguageInfo,
  type TextDirection,
} from './language-catalogue';
