import type { HomeSectionId } from '@marquee/api-client';
import { MEMBER_SECTIONS } from './home-section-ids';

/**
 * The sections home shows: the brand's choice in the brand's order, a member's own lists moved to
 * the front, and those lists left out for a visitor (so their chunks are never fetched).
 */
export function homeSectionOrder(configured: readonly HomeSectionId[], signedIn: boolean): HomeSectionId[] {
  const unique = [...new Set(configured)];
  const own = unique.filter((id) => MEMBER_SECTIONS.includes(id));
  const shared = unique.filter((id) => !MEMBER_SECTIONS.includes(id));
  return signedIn ? [...own, ...shared] : shared;
}
