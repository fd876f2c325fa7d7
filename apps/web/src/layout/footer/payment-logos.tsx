import { useTranslation } from '@marquee/i18n';
import { LogoSection } from './logo-badge';

export function PaymentLogos() {
  const { t } = useTranslation();
  return (
    <LogoSection
      titleId="footer-payment-title"
      title={t('payment_methods')}
      logos={[
        {
          name: t('payment_bank_transfer'),
          logo: (
            <path
              d="M3 10h18L12 4zM5 11v6M9.5 11v6M14.5 11v6M19 11v6M3 19h18"
              stroke="currentColor"
              fill="none"
            />
          ),
        },
        {
          name: t('payment_e_wallet'),
          logo: (
            <>
              <rect x="3" y="6" width="18" height="13" rx="2" stroke="currentColor" fill="none" />
              <path d="M15 12.5h6" stroke="currentColor" />
            </>
          ),
        },
        {
          name: t('payment_qr'),
          logo: (
            <path
              d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2"
              stroke="currentColor"
              fill="none"
            />
          ),
        },
        {
          name: t('payment_crypto'),
          logo: (
            <>
              <circle cx="12" cy="12" r="9" stroke="currentColor" fill="none" />
              <path
                d="M10 7v10M13 7v10M9 8h4.5a2 2 0 0 1 0 4H9h5a2 2 0 0 1 0 4H9"
                stroke="currentColor"
                fill="none"
              />
            </>
          ),
        },
      ]}
    />
  );
}
