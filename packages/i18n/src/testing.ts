// Test-only entry (`@marquee/i18n/testing`): it bundles every translation file, so app code must
// not import it.
export { TRANSLATIONS } from './all-translations';
export { type CreateTestI18nOptions, createTestI18n } from './create-test-i18n';
