// Test and tooling entry (`@marquee/auth/testing`: tests, Storybook): it bundles every language's
// texts, so app code must not import it.

export { authTextTables } from './texts/tables';
