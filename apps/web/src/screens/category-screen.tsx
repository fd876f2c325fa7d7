import { CategoryPage, type GridCategory } from '@marquee/games-lobby';
import { useGameBalanceSync } from '../games/use-game-balance-sync';

/**
 * A category page with a game grid (`?vassalage=` picks a vendor); the route table says which
 * category. The header balance is refreshed when the player closes a game's own window.
 */
export function CategoryScreen({ category }: { category: GridCategory }) {
  const { onLeave } = useGameBalanceSync();
  return <CategoryPage key={category} category={category} onLeave={onLeave} />;
}
