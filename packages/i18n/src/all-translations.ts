import id from 'dayjs/locale/id';
import th from 'dayjs/locale/th';
import tlPh from 'dayjs/locale/tl-ph';
import vi from 'dayjs/locale/vi';
import zhCn from 'dayjs/locale/zh-cn';
import { ENGLISH_BUNDLE, type LanguageBundle } from './language-bundles';
import type { LanguageCode } from './languages';
import cnTexts from './locales/cn.json';
import enTexts from './locales/en.json';
import cnFeatures from './locales/features/cn.json';
import enFeatures from './locales/features/en.json';
import idFeatures from './locales/features/id.json';
import thFeatures from './locales/features/th.json';
import tyFeatures from './locales/features/ty.json';
import viFeatures from './locales/features/vi.json';
import idTexts from './locales/id.json';
import thTexts from './locales/th.json';
import tyTexts from './locales/ty.json';
import viTexts from './locales/vi.json';
import type { CoreTranslationTable, FeatureTranslationTable, TranslationTable } from './translations';

/** Every language's core texts (`locales/<code>.json`). */
export const CORE_TRANSLATIONS = {
  CN: cnTexts,
  EN: enTexts,
  ID: idTexts,
  TH: thTexts,
  TY: tyTexts,
  VI: viTexts,
} as const satisfies Record<LanguageCode, CoreTranslationTable>;

/** Every language's feature texts (`locales/features/<code>.json`). */
export const FEATURE_TRANSLATIONS = {
  CN: cnFeatures,
  EN: enFeatures,
  ID: idFeatures,
  TH: thFeatures,
  TY: tyFeatures,
  VI: viFeatures,
} as const satisfies Record<LanguageCode, FeatureTranslationTable>;

/**
 * Every translation file, statically imported, each language's two files as one table. For tests
 * and tooling only (`@marquee/i18n/testing`): the app loads languages on demand. The `satisfies`
 * makes a key missing from any file a type error as well as a test failure.
 */
export const TRANSLATIONS = {
  CN: { ...cnTexts, ...cnFeatures },
  EN: { ...enTexts, ...enFeatures },
  ID: { ...idTexts, ...idFeatures },
  TH: { ...thTexts, ...thFeatures },
  TY: { ...tyTexts, ...tyFeatures },
  VI: { ...viTexts, ...viFeatures },
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
  (Object.keys(CORE_TRANSLATIONS) as LanguageCode[]).map((code) => [
    code,
    { translation: CORE_TRANSLATIONS[code], dayjsLocale: DAYJS_LOCALES[code] },
  ]),
);

/** Every language's feature texts, ready to use without loading anything. */
export const ALL_FEATURE_TEXTS: ReadonlyMap<LanguageCode, FeatureTranslationTable> = new Map(
  Object.entries(FEATURE_TRANSLATIONS) as [LanguageCode, FeatureTranslationTable][],
);
