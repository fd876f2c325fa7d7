import { checkTexts, findDuplicateKeys } from '@marquee/i18n/testing';
import { authTestTexts } from '../testing';

describe("auth's texts", () => {
  it('are in every language, translated, with the English variables and snake_case keys', () => {
    expect(checkTexts(authTestTexts.tables)).toEqual([]);
  });

  it("repeat no key of i18n's own files", () => {
    expect(findDuplicateKeys([authTestTexts])).toEqual([]);
  });
});
