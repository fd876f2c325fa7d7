import { type CheckTextsOptions, checkTexts, findDuplicateKeys } from '@marquee/i18n/testing';
import { gamesLobbyPlayTestTexts, gamesLobbyTestTexts } from '../testing';

const OPTIONS: CheckTextsOptions = { sameAsEnglish: ['ok'] };

describe("games-lobby's texts", () => {
  it('are in every language, translated, with the English variables and snake_case keys', () => {
    expect(checkTexts(gamesLobbyTestTexts.tables, OPTIONS)).toEqual([]);
    expect(checkTexts(gamesLobbyPlayTestTexts.tables, OPTIONS)).toEqual([]);
  });

  it("repeat no key of i18n's own files", () => {
    expect(findDuplicateKeys([gamesLobbyTestTexts, gamesLobbyPlayTestTexts])).toEqual([]);
  });
});
