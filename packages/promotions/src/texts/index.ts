import { defineFeatureTexts } from '@marquee/i18n';
import type en from './en.json';

declare module '@marquee/i18n' {
  /** This package's keys: its components' `TranslationKey` covers them. */
  interface FeatureTextKeys extends Record<keyof typeof en, true> {}
}

/**
 * The texts only this package shows (`./<code>.json`), each language a chunk of its own. The
 * `lazyFeature` that loads one of its screens or dialogs names them, so they arrive with its code.
 * No page shows them at first, so their six loaders are in a small chunk of their own as well
 * (`./loaders`): the startup bundle carries one chunk address for them instead of six.
 */
export const promotionsTexts = defineFeatureTexts<keyof typeof en>('promotions', () => import('./loaders'));
