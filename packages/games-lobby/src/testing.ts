// Test and tooling entry (`@marquee/games-lobby/testing`: tests, Storybook): it bundles every language's
// texts, so app code must not import it.

import type { StaticFeatureTexts, TextTables } from '@marquee/i18n/testing';
import { gamesLobbyTexts } from './texts';
import cn from './texts/cn.json';
import en from './texts/en.json';
import id from './texts/id.json';
import { gamesLobbyPlayTexts } from './texts/play';
import playCn from './texts/play/cn.json';
import playEn from './texts/play/en.json';
import playId from './texts/play/id.json';
import playTh from './texts/play/th.json';
import playTy from './texts/play/ty.json';
import playVi from './texts/play/vi.json';
import th from './texts/th.json';
import ty from './texts/ty.json';
import vi from './texts/vi.json';

/**
 * The package's texts with every language's file in hand, for `registerTestTexts` and the text
 * checks; the `satisfies` makes a key missing from a file a type error.
 */
export const gamesLobbyTestTexts: StaticFeatureTexts = {
  texts: gamesLobbyTexts,
  tables: { CN: cn, EN: en, ID: id, TH: th, TY: ty, VI: vi } satisfies TextTables<keyof typeof en>,
};

/** The game frame's session row and reality check texts, as above. */
export const gamesLobbyPlayTestTexts: StaticFeatureTexts = {
  texts: gamesLobbyPlayTexts,
  tables: {
    CN: playCn,
    EN: playEn,
    ID: playId,
    TH: playTh,
    TY: playTy,
    VI: playVi,
  } satisfies TextTables<keyof typeof playEn>,
};
