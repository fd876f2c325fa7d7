import type { HomeSectionId } from '@marquee/api-client';
import { gamesLobbyTexts } from '@marquee/games-lobby';
import type { ComponentType } from 'react';
import { lazyChunk } from '../chunks/lazy-chunk';

/**
 * The texts a home section shows: games-lobby's. Not i18n's shared texts, which no section shows,
 * nor the error texts, which arrive when a refusal is first shown (session's errorText), so home
 * downloads neither.
 */
const SECTION_TEXTS = [gamesLobbyTexts];

/**
 * While its chunk and texts load, a section keeps its placeholder's height: the sections below it
 * stay where they are, out of reach, instead of all moving up into view and loading at once.
 */
function section(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return lazyChunk(load, <div className="app-home__pending" />, SECTION_TEXTS);
}

/**
 * Each home section in a chunk of its own, fetched when it nears the viewport (DeferredSection):
 * home's first load carries none of them, so its JavaScript budget does not grow with them.
 */
export const homeSections: Record<HomeSectionId, ComponentType> = {
  recent: section(() => import('./sections/recent-games').then((m) => ({ default: m.RecentGames }))),
  favourites: section(() =>
    import('./sections/favourite-games').then((m) => ({ default: m.FavouriteGames })),
  ),
  hot: section(() => import('./sections/hot-games').then((m) => ({ default: m.HotGames }))),
  recommended: section(() =>
    import('./sections/recommended-games').then((m) => ({ default: m.RecommendedGames })),
  ),
  jackpot: section(() =>
    import('./sections/jackpot-winners').then((m) => ({ default: m.JackpotWinnersSection })),
  ),
  vendors: section(() => import('./sections/vendor-strip').then((m) => ({ default: m.VendorStripSection }))),
};
