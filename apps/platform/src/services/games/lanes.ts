import {
  COCKFIGHT_VENDOR_CODES,
  ESPORTS_VENDOR_CODES,
  GAME_CATEGORIES,
  type GameCategory,
  type VendorCard,
  type VendorLane,
} from '@marquee/api-client/contract';
import type { VendorRow } from './vendors';

const ESPORTS = new Set<string>(ESPORTS_VENDOR_CODES);
const COCKFIGHT = new Set<string>(COCKFIGHT_VENDOR_CODES);

/** Sports cards of esports or cockfight vendors go to their own ESPORTS and COCKFIGHT lanes. */
export function laneOf(vendor: Pick<VendorRow, 'category' | 'vassalage'>): GameCategory {
  if (vendor.category === 'SPORTS') {
    if (ESPORTS.has(vendor.vassalage)) return 'ESPORTS';
    if (COCKFIGHT.has(vendor.vassalage)) return 'COCKFIGHT';
  }
  return vendor.category;
}

/** Groups vendors into lanes titled by category, in navigation order; empty categories are left out. */
export function buildLanes(vendors: readonly VendorRow[]): VendorLane[] {
  const lanes = new Map<GameCategory, VendorCard[]>();
  for (const { category, ...card } of vendors) {
    const title = laneOf({ category, vassalage: card.vassalage });
    const cards = lanes.get(title) ?? [];
    cards.push({ ...card, gameType: title });
    lanes.set(title, cards);
  }
  return GAME_CATEGORIES.filter((title) => lanes.has(title)).map((title) => ({
    title,
    cards: lanes.get(title) ?? [],
  }));
}
