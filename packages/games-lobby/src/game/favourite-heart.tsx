import { Spinner } from '@marquee/ui-kit';
import { memo } from 'react';

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
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3.1 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.7 0 5.9 3.7 4.4 7.2C19.5 16.4 12 21 12 21z"
            fill={isFavourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      )}
    </button>
  );
});
