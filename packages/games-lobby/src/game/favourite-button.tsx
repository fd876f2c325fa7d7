import { Spinner } from '@marquee/ui-kit';
import { memo } from 'react';
import { useGameCardLabels } from './game-card-labels';
import { useFavouriteToggle } from './use-favourite-toggle';

export interface FavouriteHeartProps {
  isFavourite: boolean;
  /** accessible name, e.g. "Favourite: Lucky Dragon" */
  label: string;
  /** the call runs: spinner, aria-busy, disabled */
  busy?: boolean;
  /** the spinner's label, e.g. "Updating favourites" */
  busyLabel: string;
  /** login guard and mutation live with the caller (see useFavouriteToggle) */
  onToggle: () => void;
  tabIndex?: number;
}

export interface FavouriteButtonProps {
  nodeId: number;
  gameName: string;
  isFavourite: boolean;
  tabIndex?: number;
}

/** A heart on its own: login-guarded, busy while its call runs, pressed when a favourite. */
export function FavouriteButton({ nodeId, gameName, isFavourite, tabIndex }: FavouriteButtonProps) {
  const labels = useGameCardLabels();
  const { toggle, pendingIds } = useFavouriteToggle();
  return (
    <FavouriteHeart
      isFavourite={isFavourite}
      label={labels.favourite(gameName)}
      busy={pendingIds.has(nodeId)}
      busyLabel={labels.updatingFavourites}
      onToggle={() => toggle({ nodeId }, isFavourite)}
      tabIndex={tabIndex}
    />
  );
}

/** The heart of a game card: pressed when a favourite, busy while the call runs. Props only. */
export const FavouriteHeart = memo(function FavouriteHeart({
  isFavourite,
  label,
  busy = false,
  busyLabel,
  onToggle,
  tabIndex,
}: FavouriteHeartProps) {
  return (
    <button
      type="button"
      className="mq-favourite-button"
      aria-label={label}
      aria-pressed={isFavourite}
      aria-busy={busy || undefined}
      disabled={busy}
      tabIndex={tabIndex}
      onClick={onToggle}
    >
      {busy ? (
        <Spinner size="sm" label={busyLabel} />
      ) : (
        // A CSS mask over the text colour, not an inline SVG: a grid paints dozens of hearts in
        // its first frame, and an SVG element tree per card cost more than the rest of the card.
        <span className="mq-favourite-button__heart" aria-hidden="true" />
      )}
    </button>
  );
});
