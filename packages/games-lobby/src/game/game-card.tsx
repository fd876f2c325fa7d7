import type { Game } from '@marquee/api-client';
import { memo, useCallback, useId } from 'react';
import { FavouriteHeart } from './favourite-heart';
import { type GameCardLabels, useGameCardLabels } from './game-card-labels';
import { GameIcon } from './game-icon';
import { useFavouriteToggle } from './use-favourite-toggle';

export interface GameCardProps {
  game: Game;
  /** called synchronously inside the click, so a popup window can be opened there */
  onLaunch: (game: Game) => void;
  /**
   * Translated texts, from one useGameCardLabels() per list. With labels the card is pure: the
   * heart needs onToggleFavourite and favouriteBusy from the list (one useFavouriteToggle). Without
   * labels the card is standalone: it translates and toggles the favourite itself.
   */
  labels?: GameCardLabels;
  isFavourite?: boolean;
  /** the heart's action with labels (login guard and mutation live with the list) */
  onToggleFavourite?: (game: Game, isFavourite: boolean) => void;
  /** the favourite call for this game runs (with labels) */
  favouriteBusy?: boolean;
  /** hide the heart (e.g. lists shown to visitors where it makes no sense) */
  showFavourite?: boolean;
  /** first visible row: eager icon with high fetch priority */
  priority?: boolean;
  /** the icon's lazy-loading throttle is timed by the list (see GameIcon's `due`) */
  iconDue?: boolean;
  /** roving focus: -1 takes the card out of the Tab order */
  tabIndex?: number;
  /** the card's position in its list, passed back to onFocusIndex and registerButton */
  index?: number;
  onFocusIndex?: (index: number) => void;
  registerButton?: (index: number, element: HTMLButtonElement | null) => void;
  /**
   * In a grid row: the card is itself the grid cell of this column (1-based), one element and
   * component fewer per card than a cell wrapping it.
   */
  gridColumn?: number;
}

/**
 * One game: icon, name, vendor, hot/new badges; the main button starts it, the heart toggles it.
 * Memoised. Lists pass labels and stable callbacks, so a card is fed only by props; a card on its
 * own (no labels) brings its translation and favourite mutation.
 */
export const GameCard = memo(function GameCard(props: GameCardProps) {
  return props.labels ? <PureGameCard {...props} labels={props.labels} /> : <StandaloneGameCard {...props} />;
});

/** The card of a list that passes labels and stable callbacks: memoised, without the wrapper. */
export const ListGameCard = memo(PureGameCard);

function StandaloneGameCard(props: GameCardProps) {
  const labels = useGameCardLabels();
  const favourite = useFavouriteToggle();
  return (
    <PureGameCard
      {...props}
      labels={labels}
      onToggleFavourite={favourite.toggle}
      favouriteBusy={favourite.pendingIds.has(props.game.nodeId)}
    />
  );
}

function PureGameCard({
  game,
  onLaunch,
  labels,
  isFavourite = false,
  onToggleFavourite,
  favouriteBusy = false,
  showFavourite = true,
  priority = false,
  iconDue,
  tabIndex,
  index = 0,
  onFocusIndex,
  registerButton,
  gridColumn,
}: GameCardProps & { labels: GameCardLabels }) {
  const id = useId();
  const buttonRef = useCallback(
    (element: HTMLButtonElement | null) => registerButton?.(index, element),
    [registerButton, index],
  );
  const onFocus = useCallback(() => onFocusIndex?.(index), [onFocusIndex, index]);
  const onToggle = useCallback(
    () => onToggleFavourite?.(game, isFavourite),
    [onToggleFavourite, game, isFavourite],
  );
  const badged = game.isHot === 1 || game.isNew === 1;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-colindex comes only with the gridcell role
    <div className="mq-game-card" role={gridColumn ? 'gridcell' : undefined} aria-colindex={gridColumn}>
      <button
        ref={registerButton ? buttonRef : undefined}
        type="button"
        className="mq-game-card__launch"
        tabIndex={tabIndex}
        aria-labelledby={`${id}-name`}
        aria-describedby={badged ? `${id}-vendor ${id}-badges` : `${id}-vendor`}
        onFocus={onFocusIndex ? onFocus : undefined}
        onClick={(event) => {
          event.preventDefault();
          onLaunch(game);
        }}
      >
        <span className="mq-game-card__icon">
          <GameIcon src={game.iconUrl} alt={game.gameName} priority={priority} due={iconDue} />
        </span>
        <span className="mq-game-card__name" id={`${id}-name`}>
          {game.gameName}
        </span>
      </button>
      {/* The art's title plate: the platform's art is shared by the games of a theme, so the name is
          laid over it as text, in the player's language. Outside the button, like the vendor below:
          the button's visible text must be its name alone (WCAG 2.5.3, label in name). */}
      <span className="mq-game-card__plate" aria-hidden="true">
        <span className="mq-game-card__title">{game.gameName}</span>
      </span>
      <span className="mq-game-card__vendor" id={`${id}-vendor`}>
        {game.vendorName}
      </span>
      {badged && (
        <span className="mq-game-card__badges" id={`${id}-badges`}>
          {game.isHot === 1 && <span className="mq-badge mq-badge--hot">{labels.hot}</span>}
          {game.isNew === 1 && <span className="mq-badge mq-badge--new">{labels.newGame}</span>}
        </span>
      )}
      {showFavourite && onToggleFavourite && (
        <FavouriteHeart
          isFavourite={isFavourite}
          label={labels.favourite(game.gameName)}
          busy={favouriteBusy}
          busyLabel={labels.updatingFavourites}
          onToggle={onToggle}
          tabIndex={tabIndex}
        />
      )}
    </div>
  );
}
