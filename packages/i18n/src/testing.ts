// Test and tooling entry (`@marquee/i18n/testing`: tests, Storybook): it bundles every translation file,
// so app code must not import it.

export { addAllFeatureTexts } from './add-all-feature-texts';
export { TRANSLATIONS } from './all-translations';
export { type CreateTestI18nOptions, createTestI18n } from './create-test-i18n';
