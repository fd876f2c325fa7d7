import type { StaticFeatureTexts, TextTables } from './feature-texts';
import type { LanguageBundle } from './language-bundles';
import type { LanguageCode } from './languages';
import cnTexts from './locales/cn.json';
import enTexts from './locales/en.json';
import cnErrors from './locales/errors/cn.json';
import enErrors from './locales/errors/en.json';
import idErrors from './locales/errors/id.json';
import thErrors from './locales/errors/th.json';
import tyErrors from './locales/errors/ty.json';
import viErrors from './locales/errors/vi.json';
import idTexts from './locales/id.json';
import cnShared from './locales/shared/cn.json';
import enShared from './locales/shared/en.json';
import idShared from './locales/shared/id.json';
import thShared from './locales/shared/th.json';
import tyShared from './locales/shared/ty.json';
import viShared from './locales/shared/vi.json';
import thTexts from './locales/th.json';
import tyTexts from './locales/ty.json';
import viTexts from './locales/vi.json';
import { errorTexts, sharedTexts } from './shared-texts';
import type { CoreTranslationTable } from './translations';

/** Every language's core texts (`locales/<code>.json`). */
const CORE_TRANSLATIONS = {
  CN: cnTexts,
  EN: enTexts,
  ID: idTexts,
  TH: thTexts,
  TY: tyTexts,
  VI: viTexts,
} as const satisfies Record<LanguageCode, CoreTranslationTable>;

/** Every language's shared texts (`locales/shared/<code>.json`). */
const SHARED_TRANSLATIONS = {
  CN: cnShared,
  EN: enShared,
  ID: idShared,
  TH: thShared,
  TY: tyShared,
  VI: viShared,
} as const satisfies TextTables<keyof typeof enShared>;

/** Every language's error texts (`locales/errors/<code>.json`). */
const ERROR_TRANSLATIONS = {
  CN: cnErrors,
  EN: enErrors,
  ID: idErrors,
  TH: thErrors,
  TY: tyErrors,
  VI: viErrors,
} as const satisfies TextTables<keyof typeof enErrors>;

/**
 * i18n's own files, statically imported, by set: the core texts and the two lazily loaded sets.
 * For tests and tooling only (`@marquee/i18n/testing`): the app loads them on demand. The
 * `satisfies` makes a key missing from any file a type error as well as a test failure.
 */
export const I18N_TEXT_TABLES: Readonly<Record<'core' | 'shared' | 'errors', TextTables>> = {
  core: CORE_TRANSLATIONS,
  shared: SHARED_TRANSLATIONS,
  errors: ERROR_TRANSLATIONS,
};

/** i18n's lazily loaded sets with their tables in hand. */
export const I18N_FEATURE_TEXTS: readonly StaticFeatureTexts[] = [
  { texts: sharedTexts, tables: SHARED_TRANSLATIONS },
  { texts: errorTexts, tables: ERROR_TRANSLATIONS },
];

/** Every language's bundle, ready to use without loading anything. */
export const ALL_BUNDLES: ReadonlyMap<LanguageCode, LanguageBundle> = new Map(
  (Object.keys(CORE_TRANSLATIONS) as LanguageCode[]).map((code) => [
    code,
    { translation: CORE_TRANSLATIONS[code] },
  ]),
);

/** i18n's own texts of each language as one table: the core, shared and error texts. */
export const TRANSLATIONS = {
  CN: { ...cnTexts, ...cnShared, ...cnErrors },
  EN: { ...enTexts, ...enShared, ...enErrors },
  ID: { ...idTexts, ...idShared, ...idErrors },
  TH: { ...thTexts, ...thShared, ...thErrors },
  TY: { ...tyTexts, ...tyShared, ...tyErrors },
  VI: { ...viTexts, ...viShared, ...viErrors },
} as const;
