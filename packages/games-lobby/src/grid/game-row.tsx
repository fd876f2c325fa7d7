import type { Game } from '@marquee/api-client';
import { type CSSProperties, memo } from 'react';
import { ListGameCard } from '../game/game-card';
import type { GameCardLabels } from '../game/game-card-labels';
import { useLazyThrottle } from '../game/use-lazy-throttle';
import { GridRow } from './grid-parts';

interface GameRowProps {
  games: readonly Game[];
  rowIndex: number;
  columns: number;
  /** the column of the focused card in this row, or -1: only that row re-renders on focus moves */
  activeColumn: number;
  /** virtual rows: absolutely positioned */
  style?: CSSProperties;
  labels: GameCardLabels;
  onLaunch: (game: Game) => void;
  onToggleFavourite?: (game: Game, isFavourite: boolean) => void;
  pendingIds: ReadonlySet<number>;
  /** this row's icons load at once, eagerly with high priority (the first row's) */
  priorityIcons: boolean;
  /**
   * Virtual rows: whether the row is in view (overscan not counted), which times its icons'
   * throttle for all its cards. Without it every card times its own.
   */
  inView?: boolean;
  favouriteIds?: ReadonlySet<number>;
  onFocusIndex: (index: number) => void;
  registerButton: (index: number, element: HTMLButtonElement | null) => void;
}

/** One row of cards; memoised with primitive and stable props, so scrolling renders only new rows. */
export const GameRow = memo(function GameRow({
  games,
  rowIndex,
  columns,
  activeColumn,
  style,
  labels,
  onLaunch,
  onToggleFavourite,
  pendingIds,
  priorityIcons,
  inView,
  favouriteIds,
  onFocusIndex,
  registerButton,
}: GameRowProps) {
  const iconsDue = useLazyThrottle(inView ?? false);
  const start = rowIndex * columns;
  const cells = [];
  for (let column = 0; column < columns && start + column < games.length; column += 1) {
    const index = start + column;
    const game = games[index] as Game;
    cells.push(
      <ListGameCard
        key={game.nodeId}
        gridColumn={column + 1}
        game={game}
        index={index}
        labels={labels}
        onLaunch={onLaunch}
        isFavourite={favouriteIds?.has(game.nodeId) ?? false}
        onToggleFavourite={onToggleFavourite}
        favouriteBusy={pendingIds.has(game.nodeId)}
        priority={priorityIcons}
        iconDue={inView === undefined ? undefined : iconsDue}
        tabIndex={column === activeColumn ? 0 : -1}
        onFocusIndex={onFocusIndex}
        registerButton={registerButton}
      />,
    );
  }
  return (
    <GridRow
      aria-rowindex={rowIndex + 1}
      className="mq-game-grid__row"
      style={{ ...style, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {cells}
    </GridRow>
  );
});
