import { type LanguageInfo, TRANSLATED_LANGUAGE_INFO } from './translated-language-info';

export type { LanguageInfo } from './translated-language-info';

/**
 * Every language code the platform knows. TL is Telugu: the platform uses TY for Tagalog,
 * so TL cannot be the ISO 639-1 Tagalog code here.
 */
export const LANGUAGE_CATALOGUE = [
  TRANSLATED_LANGUAGE_INFO.CN,
  TRANSLATED_LANGUAGE_INFO.EN,
  { code: 'JA', nativeName: '日本語', htmlLang: 'ja', dir: 'ltr', hasTranslation: false },
  TRANSLATED_LANGUAGE_INFO.TH,
  TRANSLATED_LANGUAGE_INFO.VI,
  { code: 'MY', nativeName: 'မြန်မာ', htmlLang: 'my', dir: 'ltr', hasTranslation: false },
  { code: 'ES', nativeName: 'Español', htmlLang: 'es', dir: 'ltr', hasTranslation: false },
  { code: 'HI', nativeName: 'हिन्दी', htmlLang: 'hi', dir: 'ltr', hasTranslation: false },
  TRANSLATED_LANGUAGE_INFO.ID,
  { code: 'KM', nativeName: 'ខ្មែរ', htmlLang: 'km', dir: 'ltr', hasTranslation: false },
  { code: 'KO', nativeName: '한국어', htmlLang: 'ko', dir: 'ltr', hasTranslation: false },
  {
    code: 'MS',
    nativeName: 'Bahasa Melayu',
    htmlLang: 'ms',

    dir: 'ltr',
    hasTranslation: false,
  },
  {
    code: 'PT',
    nativeName: 'Português',
    htmlLang: 'pt',

    dir: 'ltr',
    hasTranslation: false,
  },
  { code: 'TA', nativeName: 'தமிழ்', htmlLang: 'ta', dir: 'ltr', hasTranslation: false },
  {
    code: 'TW',
    nativeName: '繁體中文',
    htmlLang: 'zh-TW',

    dir: 'ltr',
    hasTranslation: false,
  },
  { code: 'TL', nativeName: 'తెలుగు', htmlLang: 'te', dir: 'ltr', hasTranslation: false },
  { code: 'UR', nativeName: 'اردو', htmlLang: 'ur', dir: 'rtl', hasTranslation: false },
  { code: 'TR', nativeName: 'Türkçe', htmlLang: 'tr', dir: 'ltr', hasTranslation: false },
  { code: 'BN', nativeName: 'বাংলা', htmlLang: 'bn', dir: 'ltr', hasTranslation: false },
  { code: 'AR', nativeName: 'العربية', htmlLang: 'ar', dir: 'rtl', hasTranslation: false },
  { code: 'FA', nativeName: 'فارسی', htmlLang: 'fa', dir: 'rtl', hasTranslation: false },
  { code: 'RU', nativeName: 'Русский', htmlLang: 'ru', dir: 'ltr', hasTranslation: false },
  {
    code: 'KK',
    nativeName: 'Қазақ тілі',
    htmlLang: 'kk',

    dir: 'ltr',
    hasTranslation: false,
  },
  {
    code: 'UZ',
    nativeName: 'Oʻzbekcha',
    htmlLang: 'uz',

    dir: 'ltr',
    hasTranslation: false,
  },
  { code: 'LO', nativeName: 'ລາວ', htmlLang: 'lo', dir: 'ltr', hasTranslation: false },
  { code: 'NE', nativeName: 'नेपाली', htmlLang: 'ne', dir: 'ltr', hasTranslation: false },
  {
    code: 'FR',
    nativeName: 'Français',
    htmlLang: 'fr',

    dir: 'ltr',
    hasTranslation: false,
  },
  TRANSLATED_LANGUAGE_INFO.TY,
  { code: 'DE', nativeName: 'Deutsch', htmlLang: 'de', dir: 'ltr', hasTranslation: false },
  {
    code: 'IT',
    nativeName: 'Italiano',
    htmlLang: 'it',

    dir: 'ltr',
    hasTranslation: false,
  },
  { code: 'MN', nativeName: 'Монгол', htmlLang: 'mn', dir: 'ltr', hasTranslation: false },
  { code: 'SI', nativeName: 'සිංහල', htmlLang: 'si', dir: 'ltr', hasTranslation: false },
  { code: 'PL', nativeName: 'Polski', htmlLang: 'pl', dir: 'ltr', hasTranslation: false },
  {
    code: 'NL',
    nativeName: 'Nederlands',
    htmlLang: 'nl',

    dir: 'ltr',
    hasTranslation: false,
  },
  { code: 'HE', nativeName: 'עברית', htmlLang: 'he', dir: 'rtl', hasTranslation: false },
] as const satisfies readonly LanguageInfo[];

export type CatalogueLanguageCode = (typeof LANGUAGE_CATALOGUE)[number]['code'];

/** The codes of the catalogue, in catalogue order: the languages the platform accepts. */
export const CATALOGUE_LANGUAGE_CODES: readonly CatalogueLanguageCode[] = LANGUAGE_CATALOGUE.map(
  (entry) => entry.code,
);

/** The header language menu's languages, in menu order. JA has no translation file yet. */
export const HEADER_LANGUAGES = [
  'CN',
  'EN',
  'VI',
  'JA',
  'TH',
  'TY',
] as const satisfies readonly CatalogueLanguageCode[];

const byCode = new Map<string, LanguageInfo>(LANGUAGE_CATALOGUE.map((entry) => [entry.code, entry]));

export function isCatalogueLanguage(value: unknown): value is CatalogueLanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

export function getLanguageInfo(code: CatalogueLanguageCode): LanguageInfo {
  const info = byCode.get(code);
  if (!info) throw new RangeError(`Unknown language code "${code}"`);
  return info;
}
