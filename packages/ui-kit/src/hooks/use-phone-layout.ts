import { useMediaQuery } from './use-media-query';

/**
 * The phone layout's breakpoint, the one the styles' `@media (max-width: 767px)` rules use: below
 * 768 px a screen is laid out for a phone (one column, full-screen pages, cards for tables).
 */
export const PHONE_LAYOUT_QUERY = '(max-width: 767px)';

/** True while the viewport is in the phone layout; follows rotation and resizing. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_LAYOUT_QUERY, false);
}
