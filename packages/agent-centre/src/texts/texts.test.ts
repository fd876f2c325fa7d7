import { checkTexts, findDuplicateKeys } from '@marquee/i18n/testing';
import { agentCentreTestTexts } from '../testing';

describe("agent centre's texts", () => {
  it('are in every language, translated, with the English variables and snake_case keys', () => {
    expect(checkTexts(agentCentreTestTexts.tables)).toEqual([]);
  });

  it("repeat no key of i18n's own files", () => {
    expect(findDuplicateKeys([agentCentreTestTexts])).toEqual([]);
  });
});
