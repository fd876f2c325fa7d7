import type { BannerRoute } from '@marquee/api-client';
import { homePaths, loginAreaPaths, paths } from './paths';

/** Routes compare like React Router matches them: case-insensitively, ignoring a trailing slash. */
function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

function isOneOf(pathname: string, candidates: readonly string[]): boolean {
  const path = normalise(pathname);
  return candidates.some((candidate) => candidate.toLowerCase() === path);
}

/** Which routes show which banner group (spec §2); also written to the build for the server. */
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

/** The banner group of a route (spec §2); null where no banner belongs. */
export function bannerGroupForPath(pathname: string): BannerRoute['group'] | null {
  return bannerRoutes.find((route) => isOneOf(pathname, route.paths))?.group ?? null;
}

export function isHomePath(pathname: string): boolean {
  return isOneOf(pathname, homePaths);
}

export function isHeaderHidden(pathname: string): boolean {
  return isOneOf(pathname, loginAreaPaths);
}

/** Game pages where the player may fold the header nav away (spec §2, header). */
const navTogglePaths = [paths.seamless, paths.lottery, '/vnLottery', '/seaLottery'];

export function hasHeaderNavToggle(pathname: string): boolean {
  return isOneOf(pathname, navTogglePaths);
}

/**
 * Pages a visitor may still open when the brand forces login (loginedToHomePage). The spec names
 * `/download`; the app-download page itself is `/down`, so both stay open.
 */
const loginExemptPaths = [...loginAreaPaths, paths.helpMc, paths.down, '/download'];

export function requiresLogin(pathname: string, loginedToHomePage: boolean, token: string | null): boolean {
  return loginedToHomePage && !token && !isOneOf(pathname, loginExemptPaths);
}
