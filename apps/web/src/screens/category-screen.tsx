import { CategoryPage } from '@marquee/games-lobby';
import { useLocation } from 'react-router';
import { categoryForPath, gridCategoryByPath } from '../games/game-category-for-path';
import { useGameBalanceSync } from '../games/use-game-balance-sync';
import { NotFoundPage } from './not-found-page';

/**
 * /rng, /live, /fish and /pvp: the category's vendors and games (`?vassalage=` picks a vendor); the
 * header balance is refreshed when the player closes a game's own window.
 */
export function CategoryScreen() {
  const { pathname } = useLocation();
  const { onLeave } = useGameBalanceSync();
  const category = categoryForPath(gridCategoryByPath, pathname);
  return category ? <CategoryPage key={category} category={category} onLeave={onLeave} /> : <NotFoundPage />;
}
