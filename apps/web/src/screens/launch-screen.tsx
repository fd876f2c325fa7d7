import { type LaunchCategory, LaunchPage } from '@marquee/games-lobby';
import { useGameBalanceSync } from '../games/use-game-balance-sync';

/** A category page whose vendors start their lobby in the game frame; the route table says which category. */
export function LaunchScreen({ category }: { category: LaunchCategory }) {
  return <LaunchPage key={category} category={category} {...useGameBalanceSync()} />;
}
