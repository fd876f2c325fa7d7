import { type CheckTextsOptions, checkTexts, findDuplicateKeys } from '@marquee/i18n/testing';
import { memberCentreTestTexts } from '../testing';

const OPTIONS: CheckTextsOptions = {
  // Google Authenticator is the app's name as the app stores list it.
  properNames: ['mca_google_auth'],
};

describe("member-centre's texts", () => {
  it('are in every language, translated, with the English variables and snake_case keys', () => {
    expect(checkTexts(memberCentreTestTexts.tables, OPTIONS)).toEqual([]);
  });

  it("repeat no key of i18n's own files", () => {
    expect(findDuplicateKeys([memberCentreTestTexts])).toEqual([]);
  });
});
