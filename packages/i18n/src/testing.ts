// Test and tooling entry (`@marquee/i18n/testing`: tests, Storybook): it bundles i18n's translation
// files, so app code must not import it.

export { addAllFeatureTexts } from './add-all-feature-texts';
export { TRANSLATIONS } from './all-translations';
export { type CheckTextsOptions, checkTexts, findDuplicateKeys } from './check-texts';
export { type CreateTestI18nOptions, createTestI18n } from './create-test-i18n';
export type { StaticFeatureTexts, TextTables } from './feature-texts';
export { languageStoryAnnotations } from './language-story-annotations';
export { registerTestTexts } from './test-texts';
