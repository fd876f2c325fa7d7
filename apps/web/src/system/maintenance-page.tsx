import type { MaintenanceInfo } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import dayjs from 'dayjs';
import { CustomerServiceButton } from '../customer-service/customer-service-button';

export function MaintenancePage({ maintenance }: { maintenance: MaintenanceInfo | null }) {
  const { t } = useTranslation();
  const end = maintenance?.endTime ? dayjs(maintenance.endTime) : null;
  return (
    <main className="app-status-page app-status-page--full" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title" className="app-status-page__title">
        {t('game_maintenance')}
      </h1>
      {end?.isValid() && (
        <p className="app-status-page__highlight">
          {t('maintenance_until', { time: end.format('DD/MM/YYYY HH:mm') })}
        </p>
      )}
      <p className="app-status-page__text">{t('info_maintenance')}</p>
      <CustomerServiceButton label={t('contact_cs')} />
    </main>
  );
}
