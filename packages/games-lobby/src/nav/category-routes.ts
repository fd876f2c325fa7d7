import {
  COCKFIGHT_VENDOR_CODES,
  ESPORTS_VENDOR_CODES,
  type GameCategory,
  type VendorCard,
  type VendorLane,
} from '@marquee/api-client';
import { vendorsOf } from './vendors-of';

/** Categories with a game grid page (vendor as `?vassalage=`). */
export type GridCategory = 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'MINI';
/** Categories whose vendors launch straight away from the games page. */
export type LaunchCategory = 'SPORTS' | 'ESPORTS' | 'ELOTT' | 'COCKFIGHT';

/** The translation key of a category's name. */
export function categoryLabelKey(category: GameCategory): string {
  return `category_${category.toLowerCase()}`;
}

/** Where choosing a vendor goes: its category page or the games (launch) page, with the vendor. */
export function vendorHref(categoryPath: string, category: GameCategory, vassalage: string): string {
  const value = encodeURIComponent(vassalage);
  return `${categoryPath}?${category === 'LOTT' ? 'vendor' : 'vassalage'}=${value}`;
}

const esports = new Set<string>(ESPORTS_VENDOR_CODES);
const cockfight = new Set<string>(COCKFIGHT_VENDOR_CODES);

/**
 * The vendors of a category. Lanes normally bring ESPORTS and COCKFIGHT as their own groups; a
 * sports lane still holding those codes (AV AI IMES TF IA, DS88 DIG) is split here the same way.
 */
export function categoryVendors(
  lanes: readonly VendorLane[] | undefined,
  category: GameCategory,
): VendorCard[] {
  if (category === 'SPORTS') {
    return vendorsOf(lanes, ['SPORTS']).filter(
      (card) => !esports.has(card.vassalage) && !cockfight.has(card.vassalage),
    );
  }
  if (category === 'ESPORTS' || category === 'COCKFIGHT') {
    const codes = category === 'ESPORTS' ? esports : cockfight;
    const own = vendorsOf(lanes, [category]);
    const fromSports = vendorsOf(lanes, ['SPORTS']).filter(
      (card) => codes.has(card.vassalage) && !own.some((mine) => mine.vassalage === card.vassalage),
    );
    return [...own, ...fromSports];
  }
  return vendorsOf(lanes, [category]);
}
