import { useTranslation } from '@marquee/i18n';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import { useBrand } from '../brand/brand-context';

/** The brand's logo leading home, on the pages without the header (login, registration, live chat). */
export function BrandHomeLink() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Link to={paths.root} className="app-brand-home">
      <img src={brand.logoSrc} alt={t('logo_home')} width={160} height={40} />
    </Link>
  );
}
