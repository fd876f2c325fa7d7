import id from 'dayjs/locale/id';
import th from 'dayjs/locale/th';
import tlPh from 'dayjs/locale/tl-ph';
import vi from 'dayjs/locale/vi';
import zhCn from 'dayjs/locale/zh-cn';
import { ENGLISH_BUNDLE, type LanguageBundle } from './language-bundles';
import type { LanguageCode } from './languages';
import cnTexts from './locales/cn.json';
import enTexts from './locales/en.json';
import idTexts from './locales/id.json';
import thTexts from './locales/th.json';
import tyTexts from './locales/ty.json';
import viTexts from './locales/vi.json';
import type { TranslationTable } from './translations';

/**
 * Every translation file, statically imported. For tests and tooling only (`@marquee/i18n/testing`):
 * the app loads languages on demand. The `satisfies` makes a key missing from any file a type
 * error as well as a test failure.
 */
export const TRANSLATIONS = {
  CN: cnTexts,
  EN: enTexts,
  ID: idTexts,
  TH: thTexts,
  TY: tyTexts,
  VI: viTexts,
} as const satisfies Record<LanguageCode, TranslationTable>;

const DAYJS_LOCALES: Record<LanguageCode, ILocale> = {
  CN: zhCn,
  EN: ENGLISH_BUNDLE.dayjsLocale,
  ID: id,
  TH: th,
  TY: tlPh,
  VI: vi,
};

/** Every language's bundle, ready to use without loading anything. */
export const ALL_BUNDLES: ReadonlyMap<LanguageCode, LanguageBundle> = new Map(
  (Object.keys(TRANSLATIONS) as LanguageCode[]).map((code) => [
    code,
    { translation: TRANSLATIONS[code], dayjsLocale: DAYJS_LOCALES[code] },
  ]),
);
