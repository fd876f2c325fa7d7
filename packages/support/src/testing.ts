// Test and tooling entry (`@marquee/support/testing`: tests, Storybook): it bundles every language's
// texts, so app code must not import it.

export { supportTextTables } from './texts/tables';
