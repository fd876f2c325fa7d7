// Test and tooling entry (`@marquee/lottery/testing`: tests, Storybook): it bundles every language's
// texts, so app code must not import it.

export { lotteryTextTables } from './texts/tables';
