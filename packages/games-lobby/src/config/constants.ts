export const VENDORS_PER_DROPDOWN = 15;
export const RECOMMENDED_COUNT = 3;
/** home's recommended row takes at most this many (a row of the widest grid, 1366 px and up) */
export const RECOMMENDED_MAX = 12;
/** the platform sends the hot list in this order; the contract holds it for both */
export { HOT_GAME_CATEGORY_ORDER } from '@marquee/api-client';
export const JACKPOT_TICK_MS = 3000;
/** 165.11 in minor units */
export const JACKPOT_STEP_MINOR = 16511;
export const INFINITE_SCROLL_THROTTLE_MS = 200;
/** how long a card must stay rendered before its icon is requested */
export const LAZY_IMAGE_THROTTLE_MS = 200;
export const GAME_PAGE_SIZE = 60;
export const WINNERS_LIMIT = 20;
export const SEAMLESS_SCROLL = { step: 1, limit: 5, waitMs: 1000, switchStep: 134 } as const;
export const SEARCH_DEBOUNCE_MS = 300;
/** the intrinsic size of a vendor's wordmark as the platform draws it (2:1) */
export const VENDOR_LOGO_WIDTH = 240;
export const VENDOR_LOGO_HEIGHT = 120;
