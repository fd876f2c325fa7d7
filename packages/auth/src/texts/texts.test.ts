import { checkTexts, findDuplicateKeys } from '@marquee/i18n/testing';
import { authTextTables } from './tables';

describe("auth's texts", () => {
  it('are in every language, translated, with the English variables and snake_case keys', () => {
    expect(checkTexts(authTextTables)).toEqual([]);
  });

  it("repeat no key of i18n's own files", () => {
    expect(findDuplicateKeys({ auth: authTextTables })).toEqual([]);
  });
});
