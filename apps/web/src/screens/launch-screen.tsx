import { LaunchPage } from '@marquee/games-lobby';
import { useLocation } from 'react-router';
import { categoryForPath, launchCategoryByPath } from '../games/game-category-for-path';
import { useGameBalanceSync } from '../games/use-game-balance-sync';
import { NotFoundPage } from './not-found-page';

/** /sports, /esports, /elott and /cockfight: choosing a vendor starts its lobby in the game frame. */
export function LaunchScreen() {
  const { pathname } = useLocation();
  const balance = useGameBalanceSync();
  const category = categoryForPath(launchCategoryByPath, pathname);
  return category ? <LaunchPage key={category} category={category} {...balance} /> : <NotFoundPage />;
}
