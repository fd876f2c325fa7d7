// Test and tooling entry (`@marquee/games-lobby/testing`: tests, Storybook): it bundles every language's
// texts, so app code must not import it.

export { gamesLobbyTextTables } from './texts/tables';
