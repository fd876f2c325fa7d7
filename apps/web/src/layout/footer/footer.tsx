import { useTranslation } from '@marquee/i18n';
import { CookieSettingsButton } from '../../analytics/cookie-settings-button';
import { useBrand } from '../../brand/brand-context';
import { useMinimumAge } from '../../system/minimum-age';
import { DownloadArea } from './download-area';
import { FooterLines } from './footer-lines';
import { HelpLinks } from './help-links';
import { PartnerLogos } from './partner-logos';
import { PaymentLogos } from './payment-logos';
import { SocialLinks } from './social-links';
import { VendorSlider } from './vendor-slider';

export function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const minimumAge = useMinimumAge();
  return (
    <footer className="app-footer">
      <VendorSlider />
      <div className="app-footer__grid">
        <HelpLinks />
        <PaymentLogos />
        <PartnerLogos />
        <SocialLinks />
        <DownloadArea />
        <FooterLines />
      </div>
      <p className="app-footer__age">
        <span className="app-footer__age-badge" aria-hidden="true">
          {minimumAge}+
        </span>
        {t('age_notice', { age: minimumAge })}
      </p>
      <CookieSettingsButton />
      <p className="app-footer__copyright">
        {t('copyright', { year: new Date().getFullYear(), brand: brand.brandName })}
      </p>
    </footer>
  );
}
