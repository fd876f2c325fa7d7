import type { i18n as I18nInstance } from 'i18next';
import { addFeatureTexts, type TextTable } from './feature-texts';
import type { LanguageCode } from './languages';
import { registeredTestTexts } from './test-texts';

/**
 * Gives an instance every language's feature texts at once (i18n's and every set registered with
 * `registerTestTexts`), for places that show any component without the app's lazy loading around
 * it (Storybook). Bundles every text file: tooling only.
 */
export function addAllFeatureTexts(i18n: I18nInstance): I18nInstance {
  for (const { texts, tables } of registeredTestTexts()) {
    for (const [code, table] of Object.entries(tables) as [LanguageCode, TextTable][]) {
      addFeatureTexts(i18n, texts, code, table);
    }
  }
  return i18n;
}
