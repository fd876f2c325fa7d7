import { type BannerRoute, isRouteOf } from '@marquee/api-client';
import { gameFramePaths, homePaths, loginAreaPaths, paths } from './paths';

/** Which routes show which banner group; also written to the build for the server. */
export const bannerRoutes: readonly BannerRoute[] = [
  { paths: homePaths, group: 'w_home' },
  { paths: [paths.rng], group: 'w_rng' },
  { paths: [paths.live], group: 'w_live' },
  { paths: [paths.fish], group: 'w_fish' },
  { paths: [paths.pvp], group: 'w_pvp' },
  { paths: [paths.sports], group: 'w_sports' },
  { paths: [paths.esports], group: 'w_esports' },
  { paths: [paths.lottery, paths.vnLottery, paths.elott], group: 'w_lott' },
  { paths: [paths.down], group: 'w_down' },
  { paths: [paths.promotions, paths.promoDetail], group: 'w_promotion' },
  { paths: [paths.pointMall], group: 'w_shop' },
  { paths: [paths.help], group: 'w_help' },
  { paths: [paths.depositRank], group: 'w_deposit20' },
  { paths: [paths.betRank], group: 'w_bet20' },
];

/** An article of the help centre counts as the help page it is shown on (its banner, its rules). */
function withoutHelpArticle(pathname: string): string {
  const match = /^\/(help|helpmc)\/[^/]+\/?$/i.exec(pathname);
  return match ? `/${match[1]}` : pathname;
}

/** The banner group of a route; null where no banner belongs. */
export function bannerGroupForPath(pathname: string): BannerRoute['group'] | null {
  const page = withoutHelpArticle(pathname);
  return bannerRoutes.find((route) => isRouteOf(page, route.paths))?.group ?? null;
}

export function isHomePath(pathname: string): boolean {
  return isRouteOf(pathname, homePaths);
}

export function isHeaderHidden(pathname: string): boolean {
  return isRouteOf(pathname, loginAreaPaths);
}

/**
 * The focused game view: the game fills the screen under its own slim bar, with none of the
 * site's header, navigation, banner, side bar, footer or phone bottom bar around it.
 */
export function isFocusedView(pathname: string): boolean {
  return isRouteOf(pathname, gameFramePaths);
}

/** Game pages where the player may fold the header nav away (the focused views have no header). */
const navTogglePaths = [paths.lottery, '/vnLottery', '/seaLottery'];

export function hasHeaderNavToggle(pathname: string): boolean {
  return isRouteOf(pathname, navTogglePaths);
}

/**
 * Pages a visitor may still open when the brand forces login (loginedToHomePage). Older links name
 * `/download`; the app-download page itself is `/down`, so both stay open.
 */
const loginExemptPaths = [...loginAreaPaths, paths.helpMc, paths.down, '/download'];

export function requiresLogin(pathname: string, loginedToHomePage: boolean, token: string | null): boolean {
  return loginedToHomePage && !token && !isRouteOf(withoutHelpArticle(pathname), loginExemptPaths);
}
