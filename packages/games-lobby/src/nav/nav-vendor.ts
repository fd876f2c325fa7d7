import type { GameCategory, VendorCard } from '@marquee/api-client';

/** A provider as the navigation lists it: its card, under the category it is listed for. */
export interface NavVendor {
  card: VendorCard;
  category: GameCategory;
}
