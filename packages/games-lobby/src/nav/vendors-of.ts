import type { GameCategory, VendorCard, VendorLane } from '@marquee/api-client';

/** Every vendor of the given categories, in lane order, without duplicates. */
export function vendorsOf(lanes: readonly VendorLane[] | undefined, categories: readonly GameCategory[]) {
  const seen = new Set<string>();
  const cards: VendorCard[] = [];
  for (const lane of lanes ?? []) {
    if (!categories.includes(lane.title)) continue;
    for (const card of lane.cards) {
      if (seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      cards.push(card);
    }
  }
  return cards;
}
