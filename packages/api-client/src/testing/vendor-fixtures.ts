import type { VendorCard, VendorLanesResponse } from '../contract/game-types';

/** A vendor on the lanes as the platform describes one; a test overrides only what it is about. */
export function vendorCardFixture(overrides: Partial<VendorCard> = {}): VendorCard {
  return {
    vassalage: 'PG',
    name: 'PG Soft',
    accountTypeId: 1,
    smallIcon: '/media/vendors/pg.png',
    isHot: 0,
    gameType: 'RNG',
    maintenance: false,
    launchMode: 'IFRAME',
    ...overrides,
  };
}

/** The vendor lanes answer with one RNG lane of `cards`. */
export function rngVendorLanesFixture(cards: VendorCard[]): VendorLanesResponse {
  return { data: { lanes: [{ title: 'RNG', cards }] } };
}
