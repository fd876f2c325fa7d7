import { checkTexts, findDuplicateKeys } from '@marquee/i18n/testing';
import { supportTestTexts } from '../testing';

describe("support's texts", () => {
  it('are in every language, translated, with the English variables and snake_case keys', () => {
    expect(checkTexts(supportTestTexts.tables)).toEqual([]);
  });

  it("repeat no key of i18n's own files", () => {
    expect(findDuplicateKeys([supportTestTexts])).toEqual([]);
  });
});
