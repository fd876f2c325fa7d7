import type { BannerGroup } from '@marquee/api-client';
import type { GridCategory } from '@marquee/games-lobby';
import { type AppPath, homePaths, paths } from '../app/paths';
import { bannerGroupForPath } from '../app/route-rules';

/** A page whose first screen the build renders: its routes and what it shows (home, or a lobby's category). */
export interface PrerenderedRoute {
  paths: readonly AppPath[];
  screen: 'home' | GridCategory;
}

/**
 * The pages prerendered at build time: home, and the game lobbies whose first screen is the shared
 * lobby layout (banner, the category's own strip, filters, the recommended games and the grid), each
 * of a height known before its data. The PVP lobby is not among them: its rooms, as many as the
 * platform has open, come before the games, so nothing prerendered could keep their place.
 */
export const prerenderedRoutes: readonly PrerenderedRoute[] = [
  { paths: homePaths, screen: 'home' },
  { paths: [paths.rng], screen: 'RNG' },
  { paths: [paths.live], screen: 'LIVE' },
  { paths: [paths.fish], screen: 'FISH' },
];

/** The banner group a prerendered page shows: the platform fills in its first banner. */
export function prerenderedGroup(route: PrerenderedRoute): BannerGroup {
  const [first] = route.paths;
  const group = first === undefined ? null : bannerGroupForPath(first);
  if (!group) throw new Error(`prerender: ${first} has no banner group`);
  return group;
}
