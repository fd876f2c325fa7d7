import { useTranslation } from '@marquee/i18n';
import { usePermissionQuery } from '../system/permission-query';
import { useConsentStore } from './consent-store';

/** The footer's way back to the analytics question; a brand without analytics has none. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  const gtagId = usePermissionQuery().data?.analytics.gtagId ?? null;
  const review = useConsentStore((state) => state.review);
  if (!gtagId) return null;
  return (
    <button type="button" className="app-footer__cookie-settings" onClick={review}>
      {t('cookie_settings')}
    </button>
  );
}
