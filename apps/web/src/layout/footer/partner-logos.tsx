import { useTranslation } from '@marquee/i18n';
import { LogoSection } from './logo-badge';

export function PartnerLogos() {
  const { t } = useTranslation();
  return (
    <LogoSection
      titleId="footer-partners-title"
      title={t('partners')}
      logos={[
        {
          name: t('responsible_gaming'),
          logo: (
            <>
              <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" stroke="currentColor" fill="none" />
              <path d="M8.5 12l2.5 2.5 4.5-5" stroke="currentColor" fill="none" />
            </>
          ),
        },
        {
          name: t('partner_fair_play'),
          logo: (
            <>
              <rect x="4" y="4" width="16" height="16" rx="3" stroke="currentColor" fill="none" />
              <circle cx="9" cy="9" r="1.3" fill="currentColor" />
              <circle cx="15" cy="15" r="1.3" fill="currentColor" />
              <circle cx="12" cy="12" r="1.3" fill="currentColor" />
            </>
          ),
        },
        {
          name: t('partner_secure'),
          logo: (
            <>
              <rect x="5" y="10" width="14" height="10" rx="2" stroke="currentColor" fill="none" />
              <path d="M8 10V7a4 4 0 0 1 8 0v3" stroke="currentColor" fill="none" />
            </>
          ),
        },
      ]}
    />
  );
}
