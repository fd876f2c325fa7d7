import { defineFeatureTexts, type FeatureTexts, textFileLoaders } from './feature-texts';
import type errorsEn from './locales/errors/en.json';
import type sharedEn from './locales/shared/en.json';

/**
 * Texts that two or more features show, or the shell shows after it has started (its lazily
 * loaded screens and dialogs): `locales/shared/<code>.json`.
 */
export const sharedTexts = defineFeatureTexts<keyof typeof sharedEn>(
  'shared',
  textFileLoaders((file) => import(`./locales/shared/${file}.json`)),
);

/**
 * The platform's refusals (`error_code_*`, `reg_pattern_*`) that are not core texts: any feature
 * that calls the platform may show one, through session's `errorText`, which falls back to the
 * platform's English message when the key is not loaded: `locales/errors/<code>.json`.
 */
export const errorTexts = defineFeatureTexts<keyof typeof errorsEn>(
  'errors',
  textFileLoaders((file) => import(`./locales/errors/${file}.json`)),
);

/** What a lazily loaded part of the shell shows besides core texts, unless it names its own sets. */
export const DEFAULT_FEATURE_TEXTS: readonly FeatureTexts[] = [sharedTexts, errorTexts];
