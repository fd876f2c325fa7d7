import { useTranslation } from '@marquee/i18n';
import { Spinner } from '@marquee/ui-kit';

/** Mounted only while a page loads: its translation subscription is no cost of the first rows. */
export function LoadingMore() {
  const { t } = useTranslation();
  return (
    <div className="mq-game-grid__more">
      <Spinner label={t('loading_games')} size="sm" />
    </div>
  );
}
