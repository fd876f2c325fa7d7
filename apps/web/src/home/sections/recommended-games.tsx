import { RecommendedGamesSection } from '@marquee/games-lobby';
import { useGameBalanceSync } from '../../games/use-game-balance-sync';

/** Home's chunk of games-lobby's RecommendedGamesSection; leaving a game refreshes the header balance. */
export function RecommendedGames() {
  const { onLeave } = useGameBalanceSync();
  return <RecommendedGamesSection onLeave={onLeave} />;
}
