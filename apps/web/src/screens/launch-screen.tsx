import { type LaunchCategory, LaunchPage } from '@marquee/games-lobby';
import { useGameBalanceSync } from '../games/use-game-balance-sync';

/** A category page whose vendors start their lobby in the game view; the route table says which category. */
export function LaunchScreen({ category }: { category: LaunchCategory }) {
  const { onLeave } = useGameBalanceSync();
  return <LaunchPage key={category} category={category} onLeave={onLeave} />;
}
