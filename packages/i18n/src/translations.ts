import en from './locales/en.json';

export type TranslationKey = keyof typeof en;

export type TranslationTable = Readonly<Record<TranslationKey, string>>;

/**
 * The fallback language's table: the only one in the startup bundle. The others are loaded on
 * demand by `language-bundles.ts`, whose loaders make a file lacking a key a type error.
 */
export const ENGLISH_TRANSLATION: TranslationTable = en;
