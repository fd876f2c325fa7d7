import { checkTexts, findDuplicateKeys } from '@marquee/i18n/testing';
import { supportTextTables } from './tables';

describe("support's texts", () => {
  it('are in every language, translated, with the English variables and snake_case keys', () => {
    expect(checkTexts(supportTextTables)).toEqual([]);
  });

  it("repeat no key of i18n's own files", () => {
    expect(findDuplicateKeys({ support: supportTextTables })).toEqual([]);
  });
});
