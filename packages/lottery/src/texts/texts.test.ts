import { type CheckTextsOptions, checkTexts, findDuplicateKeys } from '@marquee/i18n/testing';
import { lotteryTestTexts } from '../testing';

const OPTIONS: CheckTextsOptions = {
  // The Vietnamese lottery's play types keep their Vietnamese names in every language, as players and
  // the draws' operators call them.
  properNames: [
    'lottery_play_de',
    'lottery_play_ba_cang',
    'lottery_play_xien2',
    'lottery_play_xien3',
    'lottery_play_xien4',
  ],
};

describe("lottery's texts", () => {
  it('are in every language, translated, with the English variables and snake_case keys', () => {
    expect(checkTexts(lotteryTestTexts.tables, OPTIONS)).toEqual([]);
  });

  it("repeat no key of i18n's own files", () => {
    expect(findDuplicateKeys([lotteryTestTexts])).toEqual([]);
  });
});
