import { useTranslation } from '@marquee/i18n';
import { useRequireLogin } from '@marquee/session';
import { useFavourites } from './use-favourites';

/** The star on a game: adds or removes it from the member's favourites (visitors go to login). */
export function FavouriteStar({ gameCode, name }: { gameCode: string; name: string }) {
  const { t } = useTranslation();
  const { codes, toggle } = useFavourites();
  const requireLogin = useRequireLogin();
  const on = codes.includes(gameCode);
  return (
    <button
      type="button"
      className="mq-lottery-star"
      aria-pressed={on}
      aria-label={t('lottery_favourite', { name })}
      onClick={() => requireLogin(() => toggle(gameCode))}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
