import type { i18n as I18nInstance } from 'i18next';
import { ALL_FEATURE_TEXTS } from './all-translations';
import { addFeatureTexts } from './feature-texts';

/**
 * Gives an instance every language's feature texts at once, for places that show any component
 * without the app's lazy loading around it (Storybook). Bundles every feature file: tooling only.
 */
export function addAllFeatureTexts(i18n: I18nInstance): I18nInstance {
  for (const [code, table] of ALL_FEATURE_TEXTS) addFeatureTexts(i18n, code, table);
  return i18n;
}
