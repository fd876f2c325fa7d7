import { useTranslation } from '@marquee/i18n';
import { CustomerServiceButton } from '../customer-service/customer-service-button';

export function RegionBlockPage({ ip }: { ip: string }) {
  const { t } = useTranslation();
  return (
    <main className="app-status-page app-status-page--full" aria-labelledby="region-block-title">
      <h1 id="region-block-title" className="app-status-page__title">
        {t('blockip')}
      </h1>
      {ip && <p className="app-status-page__highlight">{t('your_ip', { ip })}</p>}
      <p className="app-status-page__text">{t('info_ip_block')}</p>
      <CustomerServiceButton label={t('contact_cs')} windowHeight={500} />
    </main>
  );
}
