import type { BannerGroup } from '@marquee/api-client';
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

const bannerGroups: ReadonlyArray<[readonly string[], BannerGroup]> = [
  [homePaths, 'w_home'],
  [[paths.rng], 'w_rng'],
  [[paths.live], 'w_live'],
  [[paths.fish], 'w_fish'],
  [[paths.pvp], 'w_pvp'],
  [[paths.sports], 'w_sports'],
  [[paths.esports], 'w_esports'],
  [[paths.lottery, paths.vnLottery, paths.elott], 'w_lott'],
  [[paths.down], 'w_down'],
  [[paths.promotions, paths.promoDetail], 'w_promotion'],
  [[paths.pointMall], 'w_shop'],
  [[paths.help], 'w_help'],
  [[paths.depositRank], 'w_deposit20'],
  [[paths.betRank], 'w_bet20'],
];

/** The banner group of a route (spec §2); null where no banner belongs. */
export function bannerGroupForPath(pathname: string): BannerGroup | null {
  return bannerGroups.find(([routes]) => isOneOf(pathname, routes))?.[1] ?? null;
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
