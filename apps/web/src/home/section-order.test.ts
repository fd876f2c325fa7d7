import { homeSectionOrder } from './section-order';

describe('homeSectionOrder', () => {
  it("keeps the brand's order and presence for a visitor, without a member's own lists", () => {
    expect(homeSectionOrder(['vendors', 'recent', 'hot', 'favourites'], false)).toEqual(['vendors', 'hot']);
  });

  it("puts a member's recent games and favourites first, in the brand's order of the two", () => {
    expect(homeSectionOrder(['hot', 'jackpot', 'favourites', 'recent'], true)).toEqual([
      'favourites',
      'recent',
      'hot',
      'jackpot',
    ]);
  });

  it('shows a section once even when listed twice, and none the brand left out', () => {
    expect(homeSectionOrder(['hot', 'hot', 'recommended'], true)).toEqual(['hot', 'recommended']);
  });
});
