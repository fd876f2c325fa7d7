/**
 * The language codes without i18next or React, for code that only needs the codes (the
 * api-client contract, and through it the platform server).
 */
export { CATALOGUE_LANGUAGE_CODES, type CatalogueLanguageCode } from './language-catalogue';
export { type LanguageCode as TranslatedLanguageCode, TRANSLATED_LANGUAGES } from './languages';
export { TRANSLATED_LANGUAGE_INFO } from './translated-language-info';
