import en from './locales/en.json';

/** Keys of the texts the shell shows before any feature has loaded: `locales/<code>.json`. */
type CoreTranslationKey = keyof typeof en;

/** Keys of i18n's lazily loaded texts: `locales/shared` and `locales/errors` (see shared-texts.ts). */
type SharedTranslationKey =
  | keyof typeof import('./locales/shared/en.json')
  | keyof typeof import('./locales/errors/en.json');

/**
 * The keys of the feature packages' own texts. Each package adds its English file's keys, in its
 * `src/texts/index.ts`, by augmenting this interface:
 *
 * ```ts
 * declare module '@marquee/i18n' {
 *   interface FeatureTextKeys extends Record<keyof typeof en, true> {}
 * }
 * ```
 *
 * so a package's `TranslationKey` is i18n's keys plus its own (and, in the app, every package's).
 *
 * @public Used through those augmentations, which no import names.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each feature package's augmentation
export interface FeatureTextKeys {}

export type TranslationKey = CoreTranslationKey | SharedTranslationKey | keyof FeatureTextKeys;

export type CoreTranslationTable = Readonly<Record<CoreTranslationKey, string>>;

/**
 * The fallback language's core table: the only texts in the startup bundle. The other languages'
 * core tables load on demand (`language-bundles.ts`), and the feature texts load with the first
 * feature that needs them (`feature-texts.ts`); the loaders' types make a file lacking a key a
 * type error.
 */
export const ENGLISH_TRANSLATION: CoreTranslationTable = en;
