import { I18N_FEATURE_TEXTS } from './all-translations';
import type { StaticFeatureTexts } from './feature-texts';

/** The sets tests and stories start with, by name: i18n's own and those the packages registered. */
const registered = new Map<string, StaticFeatureTexts>(
  I18N_FEATURE_TEXTS.map((entry) => [entry.texts.name, entry]),
);

/**
 * Makes packages' texts (each package's `@marquee/<package>/testing` exports its own) part of every
 * instance `createTestI18n` and `addAllFeatureTexts` make from now on. A package's test set-up
 * registers its own (`src/test/setup.ts`); the app's tests and Storybook register every package's.
 */
export function registerTestTexts(...entries: readonly StaticFeatureTexts[]): void {
  for (const entry of entries) registered.set(entry.texts.name, entry);
}

/** Every set registered so far, with its tables. */
export function registeredTestTexts(): StaticFeatureTexts[] {
  return [...registered.values()];
}
