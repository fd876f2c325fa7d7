import en from './locales/en.json';

/** Keys of the texts the shell shows before any feature has loaded: `locales/<code>.json`. */
type CoreTranslationKey = keyof typeof en;

/** Keys of the texts only later-loaded features show: `locales/features/<code>.json`. */
type FeatureTranslationKey = keyof typeof import('./locales/features/en.json');

export type TranslationKey = CoreTranslationKey | FeatureTranslationKey;

export type TranslationTable = Readonly<Record<TranslationKey, string>>;

export type CoreTranslationTable = Readonly<Record<CoreTranslationKey, string>>;

export type FeatureTranslationTable = Readonly<Record<FeatureTranslationKey, string>>;

/**
 * The fallback language's core table: the only texts in the startup bundle. The other languages'
 * core tables load on demand (`language-bundles.ts`), and every language's feature texts load
 * with the first feature that needs them (`feature-texts.ts`); the loaders' types make a file
 * lacking a key a type error.
 */
export const ENGLISH_TRANSLATION: CoreTranslationTable = en;
