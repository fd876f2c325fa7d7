import { RecentGamesSection } from '@marquee/games-lobby';
import { useGameBalanceSync } from '../../games/use-game-balance-sync';

/** Home's chunk of games-lobby's RecentGamesSection; leaving a game refreshes the header balance. */
export function RecentGames() {
  const { onLeave } = useGameBalanceSync();
  return <RecentGamesSection onLeave={onLeave} />;
}
