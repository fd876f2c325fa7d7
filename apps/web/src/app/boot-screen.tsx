import { useTranslation } from '@marquee/i18n';
import { Spinner } from '@marquee/ui-kit';
import { useBrand } from '../brand/brand-context';

/**
 * The whole-page cover while the platform's first answers load: the brand's logo over a spinner.
 * index.html holds the same look as static markup (bootScreenHtml), so the page does not change
 * when the app takes over.
 */
export function BootScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className="mq-loading-cover mq-loading-cover--fullscreen app-boot">
      <img className="app-boot__logo" src={brand.logoSrc} alt={brand.brandName} width={160} height={40} />
      <Spinner label={t('loading')} size="lg" />
    </div>
  );
}
