import type { LanguageCode } from './languages';
import cn from './locales/cn.json';
import en from './locales/en.json';
import id from './locales/id.json';
import th from './locales/th.json';
import ty from './locales/ty.json';
import vi from './locales/vi.json';

export type TranslationKey = keyof typeof en;

export type TranslationTable = Readonly<Record<TranslationKey, string>>;

/** The `satisfies` makes a key missing from any file a type error as well as a test failure. */
export const TRANSLATIONS = {
  CN: cn,
  EN: en,
  ID: id,
  TH: th,
  TY: ty,
  VI: vi,
} as const satisfies Record<LanguageCode, TranslationTable>;
