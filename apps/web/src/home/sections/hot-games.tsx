import { HotGamesSection } from '@marquee/games-lobby';
import { useGameBalanceSync } from '../../games/use-game-balance-sync';

/** Home's chunk of games-lobby's HotGamesSection; leaving a game refreshes the header balance. */
export function HotGames() {
  const { onLeave } = useGameBalanceSync();
  return <HotGamesSection onLeave={onLeave} />;
}
