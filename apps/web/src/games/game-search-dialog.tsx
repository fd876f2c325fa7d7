import { GameSearch, type GameSearchProps } from '@marquee/games-lobby';

/**
 * The game search in a module of its own, so the lobby nav can load it (with the game grid and
 * its virtualiser) when the player first opens it instead of with every page.
 */
export function GameSearchDialog(props: GameSearchProps) {
  return <GameSearch {...props} />;
}
