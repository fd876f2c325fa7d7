/** The languages game names are translated into; others read EN. */
export const GAME_LANGUAGES = ['EN', 'TY', 'CN', 'ID', 'TH', 'VI'] as const;
export type GameLanguage = (typeof GAME_LANGUAGES)[number];

export function gameLanguage(language: string): GameLanguage {
  const code = language.toUpperCase();
  return (GAME_LANGUAGES as readonly string[]).includes(code) ? (code as GameLanguage) : 'EN';
}

export type Translations = Record<GameLanguage, string>;

/** Translations given in the order of GAME_LANGUAGES (the seed's and the word lists' tables read so). */
export const translations = (
  EN: string,
  TY: string,
  CN: string,
  ID: string,
  TH: string,
  VI: string,
): Translations => ({ EN, TY, CN, ID, TH, VI });

/** A translated name in `language` (English when the language has none). */
export function inLanguage(names: Record<string, string>, language: string): string {
  return names[gameLanguage(language)] ?? names.EN ?? '';
}
