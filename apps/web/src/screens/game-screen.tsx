import { GameFrameRoute } from '@marquee/games-lobby';
import { useGameBalanceSync } from '../games/use-game-balance-sync';

/** /game and /seamless: the launched game in its sandboxed frame; the header balance follows it. */
export function GameScreen() {
  return <GameFrameRoute {...useGameBalanceSync()} />;
}
