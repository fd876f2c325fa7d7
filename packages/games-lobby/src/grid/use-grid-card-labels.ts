import { useMemo } from 'react';
import { type GameCardLabels, useGameCardLabels } from '../game/game-card-labels';

/** A private-use character, which no translation contains: where the name goes. */
const NAME_SLOT = '\uE000';

/**
 * The card labels of a grid, with the heart's "Favourite: {name}" translated once per language
 * instead of once per card: a translation call costs far more than joining two strings, and a
 * grid renders dozens of cards in its first frame.
 */
export function useGridCardLabels(): GameCardLabels {
  const labels = useGameCardLabels();
  return useMemo(() => {
    const parts = labels.favourite(NAME_SLOT).split(NAME_SLOT);
    return { ...labels, favourite: (name: string) => parts.join(name) };
  }, [labels]);
}
