// Test and tooling entry (`@marquee/member-centre/testing`: tests, Storybook): it bundles every language's
// texts, so app code must not import it.

export { memberCentreTextTables } from './texts/tables';
