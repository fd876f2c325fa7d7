import {
  CATALOGUE_LANGUAGE_CODES,
  type CatalogueLanguageCode,
  TRANSLATED_LANGUAGE_INFO,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguageCode,
} from '@marquee/i18n/catalogue';

/**
 * The six languages with full translations (TY is Tagalog), with each one's own name and `<html
 * lang>` tag: what the platform writes texts in (notices, the operator console).
 */
export { TRANSLATED_LANGUAGE_INFO, TRANSLATED_LANGUAGES, type TranslatedLanguageCode };

/** A language the platform accepts: a code of the i18n language catalogue (TY is Tagalog). */
export type LanguageCode = CatalogueLanguageCode;

/** Every language code the platform accepts, in catalogue order. */
export const LANGUAGE_CODES: readonly LanguageCode[] = CATALOGUE_LANGUAGE_CODES;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
