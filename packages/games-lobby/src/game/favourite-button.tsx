import { useRequireLogin } from '@marquee/auth';
import { useTranslation } from '@marquee/i18n';
import { Spinner } from '@marquee/ui-kit';
import { useFavouriteToggleMutation } from '../mutations/favourite-toggle-mutation';

export interface FavouriteButtonProps {
  nodeId: number;
  gameName: string;
  isFavourite: boolean;
  tabIndex?: number;
}

/** The heart of a game card: login-guarded, busy while the call runs, pressed when a favourite. */
export function FavouriteButton({ nodeId, gameName, isFavourite, tabIndex }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const toggle = useFavouriteToggleMutation();
  const busy = toggle.isPending;
  return (
    <button
      type="button"
      className="mq-favourite-button"
      aria-label={t('favourite_game', { name: gameName })}
      aria-pressed={isFavourite}
      aria-busy={busy || undefined}
      disabled={busy}
      tabIndex={tabIndex}
      onClick={() => requireLogin(() => toggle.mutate({ nodeId, isFavourite }))}
    >
      {busy ? (
        <Spinner size="sm" label={t('updating_favourites')} />
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
}
