// Test and tooling entry (`@marquee/agent-centre/testing`: tests, Storybook): it bundles every language's
// texts, so app code must not import it.

import type { StaticFeatureTexts, TextTables } from '@marquee/i18n/testing';
import { agentCentreTexts } from './texts';
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
export const agentCentreTestTexts: StaticFeatureTexts = {
  texts: agentCentreTexts,
  tables: { CN: cn, EN: en, ID: id, TH: th, TY: ty, VI: vi } satisfies TextTables<keyof typeof en>,
};
