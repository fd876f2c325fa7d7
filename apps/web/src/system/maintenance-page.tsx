import type { MaintenanceInfo } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { CustomerServiceButton } from '../customer-service/customer-service-button';

export function MaintenancePage({ maintenance }: { maintenance: MaintenanceInfo | null }) {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const end = maintenance?.endTime ? dateTime(maintenance.endTime) : '';
  return (
    <main className="app-status-page app-status-page--full" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title" className="app-status-page__title">
        {t('game_maintenance')}
      </h1>
      {end && <p className="app-status-page__highlight">{t('maintenance_until', { time: end })}</p>}
      <p className="app-status-page__text">{t('info_maintenance')}</p>
      <CustomerServiceButton label={t('contact_cs')} windowHeight={500} />
    </main>
  );
}
