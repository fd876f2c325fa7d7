import { defineFeatureTexts } from '@marquee/i18n';
import type en from './en.json';

declare module '@marquee/i18n' {
  /** This package's keys: its components' `TranslationKey` covers them. */
  interface FeatureTextKeys extends Record<keyof typeof en, true> {}
}

/**
 * The texts only the agent centre shows (`./<code>.json`), each language a chunk of its own, named
 * by the `lazyFeature` that loads the overlay so they arrive with its code. Their six loaders are a
 * small chunk of their own too (`./loaders`).
 */
export const agentCentreTexts = defineFeatureTexts<keyof typeof en>(
  'agent-centre',
  () => import('./loaders'),
);
