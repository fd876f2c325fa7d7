import { useTranslation } from '@marquee/i18n';
import { useMemo } from 'react';

/** The translated texts of a game card, computed once per list instead of once per card. */
export interface GameCardLabels {
  hot: string;
  newGame: string;
  /** accessible name of the heart, e.g. "Favourite: Lucky Dragon" */
  favourite: (gameName: string) => string;
  /** the heart's spinner while the call runs */
  updatingFavourites: string;
}

/** One translation subscription for a whole list of cards; stable until the language changes. */
export function useGameCardLabels(): GameCardLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      hot: t('hot'),
      newGame: t('new_game'),
      favourite: (name: string) => t('favourite_game', { name }),
      updatingFavourites: t('updating_favourites'),
    }),
    [t],
  );
}
