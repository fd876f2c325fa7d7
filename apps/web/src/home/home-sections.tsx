import type { ComponentType } from 'react';
import { lazyChunk } from '../chunks/lazy-chunk';
import type { HomeSectionId } from './home-section-ids';

/**
 * Each home section in a chunk of its own, fetched when it nears the viewport (DeferredSection):
 * home's first load carries none of them, so its JavaScript budget does not grow with them.
 */
export const homeSections: Record<HomeSectionId, ComponentType> = {
  recent: lazyChunk(() => import('./sections/recent-games').then((m) => ({ default: m.RecentGames }))),
  favourites: lazyChunk(() =>
    import('./sections/favourite-games').then((m) => ({ default: m.FavouriteGames })),
  ),
  hot: lazyChunk(() => import('./sections/hot-games').then((m) => ({ default: m.HotGames }))),
  recommended: lazyChunk(() =>
    import('./sections/recommended-games').then((m) => ({ default: m.RecommendedGames })),
  ),
  jackpot: lazyChunk(() =>
    import('./sections/jackpot-winners').then((m) => ({ default: m.JackpotWinnersSection })),
  ),
  vendors: lazyChunk(() =>
    import('./sections/vendor-strip').then((m) => ({ default: m.VendorStripSection })),
  ),
};
