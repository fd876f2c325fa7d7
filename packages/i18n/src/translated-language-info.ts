import type { LanguageCode } from './languages';

type TextDirection = 'ltr' | 'rtl';

export interface LanguageInfo {
  /** Platform language code, as the server and localStorage use it. */
  code: string;
  /** Name of the language in that language; never translated. */
  nativeName: string;
  /** BCP-47 tag for `<html lang>`, also used as the i18next language name. */
  htmlLang: string;
  dir: TextDirection;
  /** True when `src/locales` has a translation file for this code. */
  hasTranslation: boolean;
}

/**
 * The catalogue entries of the languages with a translation file: all that switching and showing
 * a language needs, so the startup bundle leaves the rest of the catalogue (about thirty more
 * languages, language-catalogue.ts) out.
 */
export const TRANSLATED_LANGUAGE_INFO = {
  CN: {
    code: 'CN',
    nativeName: '简体中文',
    htmlLang: 'zh-CN',
    dir: 'ltr',
    hasTranslation: true,
  },
  EN: {
    code: 'EN',
    nativeName: 'English',
    htmlLang: 'en',
    dir: 'ltr',
    hasTranslation: true,
  },
  ID: {
    code: 'ID',
    nativeName: 'Bahasa Indonesia',
    htmlLang: 'id',
    dir: 'ltr',
    hasTranslation: true,
  },
  TH: {
    code: 'TH',
    nativeName: 'ภาษาไทย',
    htmlLang: 'th',
    dir: 'ltr',
    hasTranslation: true,
  },
  TY: {
    code: 'TY',
    nativeName: 'Tagalog',
    htmlLang: 'fil',
    dir: 'ltr',
    hasTranslation: true,
  },
  VI: {
    code: 'VI',
    nativeName: 'Tiếng Việt',
    htmlLang: 'vi',
    dir: 'ltr',
    hasTranslation: true,
  },
} as const satisfies Record<LanguageCode, LanguageInfo>;

export function translatedLanguageInfo(code: LanguageCode): LanguageInfo {
  return TRANSLATED_LANGUAGE_INFO[code];
}
