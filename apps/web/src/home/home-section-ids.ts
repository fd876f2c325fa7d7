import type { HomeSectionId } from '@marquee/api-client';

/**
 * The sections home can show (HomeSectionId, in the contract), each from a feature package's
 * public sections. The brand lists the ones it wants, in its order, in the platform's whitelabel
 * answer (PermissionInfo.homeSections).
 *
 * Reserved for the packages still to come, with the same shape as the games-lobby ones: 'lottery'
 * (the latest lottery results with their countdowns, from the lottery package) and 'promotions'
 * (the current promotions, from the promotions package). Adding one is: its id in the contract's
 * DEFAULT_HOME_SECTIONS (or only in the brands that want it), a loader in home-sections.tsx
 * importing the package's section from a file under sections/, and its place in the brand's order.
 */

/** A member's own lists: shown first, whatever the brand's order, and never to a visitor. */
export const MEMBER_SECTIONS: readonly HomeSectionId[] = ['recent', 'favourites'];
