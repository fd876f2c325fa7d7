import { type CheckTextsOptions, checkTexts, findDuplicateKeys } from '@marquee/i18n/testing';
import { promotionsTestTexts } from '../testing';

const OPTIONS: CheckTextsOptions = {
  // names players use as they are in several languages, and a period written with figures only
  properNames: [
    'promo_type_vip',
    'promo_type_slots',
    'promo_type_live',
    'promo_type_sports',
    'promo_period',
    'pm_history_row',
  ],
};

describe("promotions' texts", () => {
  it('are in every language, translated, with the English variables and snake_case keys', () => {
    expect(checkTexts(promotionsTestTexts.tables, OPTIONS)).toEqual([]);
  });

  it("repeat no key of i18n's own files", () => {
    expect(findDuplicateKeys([promotionsTestTexts])).toEqual([]);
  });
});
