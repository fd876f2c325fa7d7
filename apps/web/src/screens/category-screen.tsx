import { CategoryPage } from '@marquee/games-lobby';
import { useLocation } from 'react-router';
import { categoryForPath, gridCategoryByPath } from '../games/game-category-for-path';
import { NotFoundPage } from './not-found-page';

/** /rng, /live, /fish and /pvp: the category's vendors and games (`?vassalage=` picks a vendor). */
export function CategoryScreen() {
  const { pathname } = useLocation();
  const category = categoryForPath(gridCategoryByPath, pathname);
  return category ? <CategoryPage key={category} category={category} /> : <NotFoundPage />;
}
