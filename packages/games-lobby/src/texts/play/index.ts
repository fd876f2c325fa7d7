import { defineFeatureTexts, textFileLoaders } from '@marquee/i18n';
import type en from './en.json';

declare module '@marquee/i18n' {
  /** The game frame's session row and reality check: its components' `TranslationKey` covers them. */
  interface FeatureTextKeys extends Record<keyof typeof en, true> {}
}

/**
 * The texts of the session row and the reality check, apart from the lobby's: only the game's
 * route shows them, so home's first visit does not load them with the lobby's texts.
 */
export const gamesLobbyPlayTexts = defineFeatureTexts<keyof typeof en>(
  'games-lobby-play',
  textFileLoaders((file) => import(`./${file}.json`)),
);
