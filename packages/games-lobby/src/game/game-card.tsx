import type { Game } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { type MouseEvent, type Ref, useId } from 'react';
import { FavouriteButton } from './favourite-button';
import { GameIcon } from './game-icon';

export interface GameCardProps {
  game: Game;
  /** called synchronously inside the click, so a popup window can be opened there */
  onLaunch: (game: Game) => void;
  isFavourite?: boolean;
  /** hide the heart (e.g. lists shown to visitors where it makes no sense) */
  showFavourite?: boolean;
  /** first visible row: eager icon with high fetch priority */
  priority?: boolean;
  /** roving focus: -1 takes the card out of the Tab order */
  tabIndex?: number;
  buttonRef?: Ref<HTMLButtonElement>;
  onFocus?: () => void;
}

/** One game: icon, name, vendor, hot/new badges; the main button starts it, the heart toggles it. */
export function GameCard({
  game,
  onLaunch,
  isFavourite = false,
  showFavourite = true,
  priority = false,
  tabIndex,
  buttonRef,
  onFocus,
}: GameCardProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mq-game-card">
      <button
        ref={buttonRef}
        type="button"
        className="mq-game-card__launch"
        tabIndex={tabIndex}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-vendor ${id}-badges`}
        onFocus={onFocus}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          event.preventDefault();
          onLaunch(game);
        }}
      >
        <span className="mq-game-card__icon">
          <GameIcon src={game.iconUrl} alt={game.gameName} priority={priority} />
          {(game.isHot === 1 || game.isNew === 1) && (
            <span className="mq-game-card__badges" id={`${id}-badges`}>
              {game.isHot === 1 && <span className="mq-badge mq-badge--hot">{t('hot')}</span>}
              {game.isNew === 1 && <span className="mq-badge mq-badge--new">{t('new_game')}</span>}
            </span>
          )}
        </span>
        <span className="mq-game-card__name" id={`${id}-name`}>
          {game.gameName}
        </span>
        <span className="mq-game-card__vendor" id={`${id}-vendor`}>
          {game.vendorName}
        </span>
      </button>
      {showFavourite && (
        <FavouriteButton
          nodeId={game.nodeId}
          gameName={game.gameName}
          isFavourite={isFavourite}
          tabIndex={tabIndex}
        />
      )}
    </div>
  );
}
