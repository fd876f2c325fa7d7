import { defineFeatureTexts, type FeatureTexts } from './feature-texts';
import type errorsEn from './locales/errors/en.json';
import type sharedEn from './locales/shared/en.json';

/**
 * Texts that two or more features show, or the shell shows after it has started (its lazily
 * loaded screens and dialogs): `locales/shared/<code>.json`. Home's first screen shows none of
 * them, nor of the error texts below, so each set's six loaders are a small chunk of their own
 * (`locales/<set>/loaders.ts`): the startup bundle carries one chunk address per set instead of six.
 */
export const sharedTexts = defineFeatureTexts<keyof typeof sharedEn>(
  'shared',
  () => import('./locales/shared/loaders'),
);

/**
 * The platform's refusals (`error_code_*`, `reg_pattern_*`): any feature
 * that calls the platform may show one, through session's `errorText`, which falls back to the
 * platform's English message when the key is not loaded: `locales/errors/<code>.json`.
 */
export const errorTexts = defineFeatureTexts<keyof typeof errorsEn>(
  'errors',
  () => import('./locales/errors/loaders'),
);

/** What a lazily loaded part of the shell shows besides core texts, unless it names its own sets. */
export const DEFAULT_FEATURE_TEXTS: readonly FeatureTexts[] = [sharedTexts, errorTexts];
