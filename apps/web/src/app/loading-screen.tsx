import { useTranslation } from '@marquee/i18n';
import { LoadingCover } from '@marquee/ui-kit';

/** Shown while the first screen's code loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return <LoadingCover active fullscreen label={t('loading')} />;
}
