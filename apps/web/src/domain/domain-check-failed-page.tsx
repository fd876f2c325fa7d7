import { useTranslation } from '@marquee/i18n';
import { CustomerServiceButton } from '../customer-service/customer-service-button';

/**
 * Shown instead of the app when the address it is served from is not one of the brand's domains
 * (a copied or hijacked site): the player is told, and can reach customer service.
 */
export function DomainCheckFailedPage({ domain }: { domain: string }) {
  const { t } = useTranslation();
  return (
    <main className="app-status-page app-status-page--full" aria-labelledby="domain-check-title">
      <h1 id="domain-check-title" className="app-status-page__title">
        {t('domain_check_failed')}
      </h1>
      <p className="app-status-page__text">{t('domain_not_listed', { domain })}</p>
      <CustomerServiceButton label={t('contact_cs')} windowHeight={500} />
    </main>
  );
}
