import type { GridCategory, LaunchCategory } from '@marquee/games-lobby';
import { paths } from '../app/paths';

/** Category pages with a game grid (spec §2: /rng /live /fish /pvp). */
export const gridCategoryByPath: Readonly<Record<string, GridCategory>> = {
  [paths.rng]: 'RNG',
  [paths.live]: 'LIVE',
  [paths.fish]: 'FISH',
  [paths.pvp]: 'PVP',
};

/** Pages whose vendors launch straight away (spec §2: /sports /esports /elott /cockfight). */
export const launchCategoryByPath: Readonly<Record<string, LaunchCategory>> = {
  [paths.sports]: 'SPORTS',
  [paths.esports]: 'ESPORTS',
  [paths.elott]: 'ELOTT',
  [paths.cockfight]: 'COCKFIGHT',
};

/** Routes match case-insensitively, so the lookup does too. */
export function categoryForPath<T>(table: Readonly<Record<string, T>>, pathname: string): T | undefined {
  const key = Object.keys(table).find((path) => path.toLowerCase() === pathname.toLowerCase());
  return key ? table[key] : undefined;
}
