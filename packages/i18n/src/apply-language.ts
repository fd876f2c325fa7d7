import dayjs from 'dayjs';
import en from 'dayjs/locale/en';
import id from 'dayjs/locale/id';
import th from 'dayjs/locale/th';
import tlPh from 'dayjs/locale/tl-ph';
import vi from 'dayjs/locale/vi';
import zhCn from 'dayjs/locale/zh-cn';
import type { i18n as I18nInstance } from 'i18next';
import { getLanguageInfo } from './language-catalogue';
import type { LanguageCode } from './languages';

/**
 * Locale objects are passed to `dayjs.locale` instead of relying on side-effect imports, which
 * bundlers may drop because this package is marked `sideEffects: false`.
 */
const DAYJS_LOCALES: Record<LanguageCode, ILocale> = {
  CN: zhCn,
  EN: en,
  ID: id,
  TH: th,
  TY: tlPh,
  VI: vi,
};

/** The i18next language name for a code: its BCP-47 tag, so plural rules and `i18n.dir()` work. */
export function i18nextLanguage(code: LanguageCode): string {
  return getLanguageInfo(code).htmlLang;
}

/** Switches i18next, the global dayjs locale and `<html lang dir>` to `code`. */
export async function applyLanguage(i18n: I18nInstance, code: LanguageCode): Promise<void> {
  const info = getLanguageInfo(code);
  dayjs.locale(DAYJS_LOCALES[code]);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = info.htmlLang;
    document.documentElement.dir = info.dir;
  }
  await i18n.changeLanguage(info.htmlLang);
}
