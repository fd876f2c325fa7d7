import { FavouriteGamesSection } from '@marquee/games-lobby';
import { useGameBalanceSync } from '../../games/use-game-balance-sync';

/** Home's chunk of games-lobby's FavouriteGamesSection; leaving a game refreshes the header balance. */
export function FavouriteGames() {
  const { onLeave } = useGameBalanceSync();
  return <FavouriteGamesSection onLeave={onLeave} />;
}
