import type { GameGridProps } from './game-grid-props';
import { PlainGameGrid } from './plain-game-grid';
import { VirtualGameGrid } from './virtual-game-grid';

/** A responsive grid of game cards with arrow-key roving focus and infinite loading. */
export function GameGrid({ virtualized = true, ...props }: GameGridProps) {
  return virtualized ? <VirtualGameGrid {...props} /> : <PlainGameGrid {...props} />;
}
