import { useTranslation } from '@marquee/i18n';
import { JoinPage } from '@marquee/support';
import supportStyles from '@marquee/support/styles.css?url';
import { useBrand } from '../brand/brand-context';
import { loadStylesheet } from '../chunks/load-stylesheet';
import { usePermissionQuery } from '../system/permission-query';

// The support styles come with its screens, not in the first stylesheet.
await loadStylesheet(supportStyles);

/** /join: the affiliate programme in the brand's currency, and the application. */
export function JoinScreen() {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { data: permission } = usePermissionQuery();
  return (
    <JoinPage
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      locale={i18n.language}
    />
  );
}
