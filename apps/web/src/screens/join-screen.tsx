import { useTranslation } from '@marquee/i18n';
import { JoinPage } from '@marquee/support';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from '../system/permission-query';

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
