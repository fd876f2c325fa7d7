// Test and tooling entry (`@marquee/support/testing`: tests, Storybook): it bundles every language's
// texts, so app code must not import it.

import type { StaticFeatureTexts, TextTables } from '@marquee/i18n/testing';
import { promotionsTexts } from './texts';
import cn from './texts/cn.json';
import en from './texts/en.json';
import id from './texts/id.json';
import th from './texts/th.json';
import ty from './texts/ty.json';
import vi from './texts/vi.json';

/**
 * The package's texts with every language's file in hand, for `registerTestTexts` and the text
 * checks; the `satisfies` makes a key missing from a file a type error.
 */
export const promotionsTestTexts: StaticFeatureTexts = {
  texts: promotionsTexts,
  tables: { CN: cn, EN: en, ID: id, TH: th, TY: ty, VI: vi } satisfies TextTables<keyof typeof en>,
};
