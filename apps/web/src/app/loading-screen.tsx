import { useTranslation } from '@marquee/i18n';
import { LoadingCover } from '@marquee/ui-kit';
import { useHoldPrerenderedShell } from '../prerender/prerendered-shell';

/** Shown while the first screen's code loads; a prerendered first screen stays meanwhile. */
export function LoadingScreen() {
  const { t } = useTranslation();
  useHoldPrerenderedShell();
  return <LoadingCover active fullscreen label={t('loading')} />;
}
